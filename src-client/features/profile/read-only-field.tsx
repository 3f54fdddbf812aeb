/** A value shown where a field would be, but not editable (spec 3 §5: the e-mail). */
export function ReadOnlyField({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <div className="mb-6 flex flex-col gap-1.5">
      <span className="text-sm font-medium text-stone-800">
        {label}
      </span>
      <p className="flex min-h-11 items-center rounded-lg border border-stone-200 bg-stone-100 px-3 py-2 break-all text-stone-700">
        {value}
      </p>
      <p className="text-xs text-stone-500">
        {hint}
      </p>
    </div>
  );
}
