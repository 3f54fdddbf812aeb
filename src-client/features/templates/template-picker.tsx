import type { ReactNode } from 'react';
import { Button } from '#client/components/button.tsx';
import { SelectField } from '#client/components/select-field.tsx';

interface TemplatePickerProps {
  label: string;
  /** The empty choice's text: nothing picked yet. */
  noneLabel: string;
  applyLabel: string;
  templates: { guid: string; name: string }[] | undefined;
  /** Choices ahead of the site's templates (the stages' built-in one). */
  extraOptions?: ReactNode;
  value: string;
  onChange: (value: string) => void;
  onApply: () => void;
}

/** Picks one of the site's templates and applies it to what is being edited (a campaign's stages, a stage's scorecard). */
export function TemplatePicker({ label, noneLabel, applyLabel, templates, extraOptions, value, onChange, onApply }: TemplatePickerProps) {
  return (
    <div className="mt-4 flex flex-wrap items-end gap-3">
      <SelectField label={label} value={value} onChange={onChange} errorLine={false}>
        <option value="">{noneLabel}</option>
        {extraOptions}
        {templates?.map((entry) => (
          <option key={entry.guid} value={entry.guid}>
            {entry.name}
          </option>
        ))}
      </SelectField>
      <Button variant="secondary" onClick={onApply} disabled={!value}>
        {applyLabel}
      </Button>
    </div>
  );
}
