import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '#client/components/button.tsx';
import { previousStep, type WizardStep } from './wizard-steps';

/** Where the wizard is: the steps' actions read it to offer Back without each step passing it on. */
export const WizardPlaceContext = createContext<{ slug: string | null; step: WizardStep; creating: boolean } | null>(null);

/** Back to the previous screen of the wizard (issue 20 item 11); nothing on the first one or before the draft exists. */
export function WizardBack() {
  const { t } = useTranslation();
  const place = useContext(WizardPlaceContext);
  const previous = place ? previousStep(place.step) : null;
  if (!place?.slug || !previous) return null;
  return (
    <Link
      to="/coach/campaigns/$slug/edit"
      params={{ slug: place.slug }}
      search={{ step: previous, new: place.creating ? 1 : undefined }}
      className={buttonClasses('secondary')}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('wizardNavigation.back')}
    </Link>
  );
}
