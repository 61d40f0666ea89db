"use client";

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { Button } from "./button";
import { cn } from "./cn";
import { CloseIcon } from "./icons";

export type ToastVariant = "success" | "error" | "info";

export type ToastOptions = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Auto-dismiss delay in ms for this toast; `Infinity` or 0 keeps it until dismissed. */
  duration?: number;
};

export type ToastApi = {
  /** Shows a toast and returns its id. */
  toast: (options: ToastOptions) => number;
  dismiss: (id: number) => void;
};

type ToastRecord = ToastOptions & { id: number };

const ToastContext = createContext<ToastApi | null>(null);

const variantClasses: Record<ToastVariant, string> = {
  success: "border-l-green-700",
  error: "border-l-red-700",
  info: "border-l-indigo-700",
};

export type ToastProviderProps = {
  children: ReactNode;
  /** Default auto-dismiss delay in ms. */
  duration?: number;
};

export function ToastProvider({ children, duration = 5000 }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastRecord[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((t) => t.id !== id));
  }, []);

  const toast = useCallback((options: ToastOptions) => {
    const id = nextId.current++;
    setToasts((current) => [...current, { ...options, id }]);
    return id;
  }, []);

  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext value={api}>
      {children}
      {/* The live region is always rendered so screen readers pick up toasts added to it. */}
      <div
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-stretch gap-2 p-4 sm:items-end"
      >
        {toasts.map((t) => (
          <ToastItem key={t.id} toast={t} duration={t.duration ?? duration} onDismiss={dismiss} />
        ))}
      </div>
    </ToastContext>
  );
}

type ToastItemProps = { toast: ToastRecord; duration: number; onDismiss: (id: number) => void };

function ToastItem({ toast, duration, onDismiss }: ToastItemProps) {
  const { id, title, description, variant = "info" } = toast;
  // Pause while hovered or focused so there is time to read it (WCAG 2.2.1).
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused || !Number.isFinite(duration) || duration <= 0) return;
    const timer = setTimeout(() => onDismiss(id), duration);
    return () => clearTimeout(timer);
  }, [paused, duration, id, onDismiss]);

  return (
    <div
      role={variant === "error" ? "alert" : undefined}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setPaused(false);
      }}
      className={cn(
        "pointer-events-auto flex w-full items-start gap-3 rounded-md border border-l-4 border-slate-200 bg-white p-4 text-slate-900 shadow-lg sm:max-w-sm",
        variantClasses[variant],
      )}
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{title}</p>
        {description && <p className="mt-1 text-sm text-slate-700">{description}</p>}
      </div>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Dismiss notification: ${title}`}
        onClick={() => onDismiss(id)}
        className="-m-2 shrink-0"
      >
        <CloseIcon />
      </Button>
    </div>
  );
}

/** `const { toast } = useToast(); toast({ title: "Saved", variant: "success" })`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast must be used inside <ToastProvider>");
  return api;
}
