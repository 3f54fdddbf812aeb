import { ChevronDown, ChevronUp, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/button.tsx';
import { ConfirmDialog } from '#client/components/confirm-dialog.tsx';
import { FieldDefinitionForm } from './field-definition-form';
import type { FieldDraft } from './registration-fields-draft';

interface FieldDefinitionCardProps {
  field: FieldDraft;
  earlier: FieldDraft[];
  subdomain: string;
  open: boolean;
  invalid: boolean;
  errorOf: (path: string) => string | undefined;
  onToggle: () => void;
  onChange: (values: Partial<FieldDraft>) => void;
  onRemove: () => void;
}

function Badge({ children, tone = 'plain' }: { children: string; tone?: 'plain' | 'strong' | 'error' }) {
  const tones = { plain: 'bg-stone-100 text-stone-700', strong: 'bg-sky-100 text-sky-900', error: 'bg-red-100 text-red-800' };
  return <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${tones[tone]}`}>{children}</span>;
}

/** One field in the list: what it is at a glance, opened to edit it, removed after confirmation. */
export function FieldDefinitionCard({ field, earlier, subdomain, open, invalid, errorOf, onToggle, onChange, onRemove }: FieldDefinitionCardProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const name = field.label.trim() || t('registrationFieldsAdmin.untitled');
  const formId = `field-${field.fieldid}`;

  return (
    <div className="min-w-0 flex-1 py-1">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold break-words">{name}</p>
          <div className="mt-1 flex flex-wrap gap-1.5">
            <Badge>{t(`registrationFieldsAdmin.types.${field.formTypeRegistration}`)}</Badge>
            {field.required ? <Badge tone="strong">{t('registrationFieldsAdmin.badges.required')}</Badge> : null}
            <Badge>{field.public ? t('registrationFieldsAdmin.badges.public') : t('registrationFieldsAdmin.badges.notPublic')}</Badge>
            {field.conditions.length > 0 ? <Badge tone="strong">{t('registrationFieldsAdmin.badges.conditional')}</Badge> : null}
            {field.registrationenabled ? null : <Badge>{t('registrationFieldsAdmin.badges.off')}</Badge>}
            {invalid ? <Badge tone="error">{t('registrationFieldsAdmin.invalid')}</Badge> : null}
          </div>
        </div>
        <div className="flex gap-1">
          <Button variant="ghost" onClick={onToggle} aria-expanded={open} aria-controls={formId} aria-label={open ? t('registrationFieldsAdmin.closeNamed', { name }) : t('registrationFieldsAdmin.editNamed', { name })}>
            {open ? <ChevronUp aria-hidden="true" className="size-4" /> : <ChevronDown aria-hidden="true" className="size-4" />}
            {open ? t('registrationFieldsAdmin.close') : t('registrationFieldsAdmin.edit')}
          </Button>
          <Button variant="ghost" className="text-red-700 hover:bg-red-50" onClick={() => setConfirming(true)} aria-label={t('registrationFieldsAdmin.removeNamed', { name })}>
            <Trash2 aria-hidden="true" className="size-4" />
            <span className="sr-only sm:not-sr-only">{t('registrationFieldsAdmin.remove')}</span>
          </Button>
        </div>
      </div>
      {open ? (
        <div id={formId}>
          <FieldDefinitionForm field={field} earlier={earlier} subdomain={subdomain} errorOf={errorOf} onChange={onChange} />
        </div>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title={t('registrationFieldsAdmin.confirmRemoveTitle')}
          body={t('registrationFieldsAdmin.confirmRemoveBody', { name })}
          confirmLabel={t('registrationFieldsAdmin.remove')}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            onRemove();
          }}
        />
      ) : null}
    </div>
  );
}
