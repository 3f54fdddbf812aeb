interface ProgressBarProps {
  /** 0 to 1. */
  value: number;
  /** Accessible name ("Uploading photo.png"). */
  label: string;
  className?: string;
}

/** A determinate progress bar with its percentage exposed to assistive technology. */
export function ProgressBar({ value, label, className = '' }: ProgressBarProps) {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
      className={`h-2 w-full overflow-hidden rounded-full bg-stone-200 ${className}`}
    >
      {/* Set through the style property (CSSOM), which the CSP allows. */}
      <div className="h-full rounded-full bg-primary transition-[width] duration-200" style={{ width: `${percent}%` }} />
    </div>
  );
}
