import type { ChatPerson } from "@/lib/chat/read-types";
import { cn } from "@/components/ui";

/** The people list: name, last message and an unread badge; each a button (keyboard and touch). */
export function ChatPeople({
  people,
  selected,
  onChoose,
  empty,
}: {
  people: ChatPerson[];
  selected: number | null;
  onChoose: (id: number) => void;
  empty: string;
}) {
  if (people.length === 0) return <p className="text-slate-600">{empty}</p>;
  return (
    <ul
      className="divide-y divide-slate-100 rounded-lg border border-slate-200"
      data-testid="chat-people"
    >
      {people.map((p) => (
        <li key={p.id}>
          <button
            type="button"
            aria-current={selected === p.id ? "true" : undefined}
            aria-label={p.unread > 0 ? `${p.name}, ${p.unread} unread` : p.name}
            onClick={() => onChoose(p.id)}
            className={cn(
              "flex min-h-14 w-full items-center gap-3 px-3 py-2 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-600",
              selected === p.id && "bg-blue-50",
            )}
          >
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium">{p.name}</span>
              <span className="block truncate text-sm text-slate-600">
                {p.last_message ?? "No messages yet"}
              </span>
            </span>
            {p.unread > 0 && (
              <span
                aria-hidden="true"
                data-testid="chat-person-unread"
                className="inline-flex min-w-6 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs font-bold text-white"
              >
                {p.unread}
              </span>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}
