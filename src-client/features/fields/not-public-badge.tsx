import { EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * Marks a field only its owner and admins see (spec 1 §6: non-public extra fields are marked not
 * public), on profiles, on the idea view and on the brief's list of idea fields.
 */
export function NotPublicBadge() {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-700">
      <EyeOff aria-hidden="true" className="size-3" />
      {t('profile.notPublic')}
    </span>
  );
}
