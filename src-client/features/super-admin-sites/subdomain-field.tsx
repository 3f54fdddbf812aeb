import { RotateCcw } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/button.tsx';
import { TextField } from '#client/components/text-field.tsx';

interface SubdomainFieldProps {
  registration: UseFormRegisterReturn<'subdomain'>;
  value: string;
  /** What the name suggests (the lowercased name, as a host-name label). */
  derived: string;
  followsName: boolean;
  editedByHand: boolean;
  /** Where the site will answer, shown as the hint. */
  address: string;
  error: string | undefined;
  onReset: () => void;
}

/**
 * The subdomain (spec 2 §5): it follows the lowercased name until edited by hand; then a reset
 * button brings it back to what the name suggests.
 */
export function SubdomainField({ registration, value, derived, followsName, editedByHand, address, error, onReset }: SubdomainFieldProps) {
  const { t } = useTranslation();
  const hint = [t('sites.fields.subdomainHint', { address }), followsName ? t('sites.fields.subdomainDerived') : null].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1">
      <TextField label={t('sites.fields.subdomain')} hint={hint} autoCapitalize="none" spellCheck={false} error={error} {...registration} />
      {editedByHand && derived && value !== derived ? (
        <div>
          <Button variant="ghost" onClick={onReset}>
            <RotateCcw aria-hidden="true" className="size-4" />
            {t('sites.fields.resetSubdomain', { subdomain: derived })}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
