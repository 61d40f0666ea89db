/** An upload's progress bar with its percentage (role progressbar, named "Upload progress"). */
export function UploadProgress({ percent }: { percent: number }) {
  return (
    <div className="flex items-center gap-3">
      <div
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        className="h-3 flex-1 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full bg-indigo-700 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <span
        className="w-12 text-right text-sm font-medium text-slate-900 tabular-nums"
        aria-hidden="true"
      >
        {percent}%
      </span>
    </div>
  );
}
