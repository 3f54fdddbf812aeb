import { Lightbulb, Megaphone, MessageSquareText, Trophy, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Container } from '#client/components/container.tsx';
import { useOrganisation } from '#client/features/shell/use-organisation.ts';

interface Step {
  key: 'campaigns' | 'ideas' | 'feedback' | 'points';
  Icon: LucideIcon;
}

const STEPS: Step[] = [
  { key: 'campaigns', Icon: Megaphone },
  { key: 'ideas', Icon: Lightbulb },
  { key: 'feedback', Icon: MessageSquareText },
  { key: 'points', Icon: Trophy },
];

/** What the platform is for, in four short steps; points are left out where gamification is off. */
export function HowItWorks() {
  const { t } = useTranslation();
  const organisation = useOrganisation();
  const headingId = useId();
  const steps = organisation.settings.hideGamification ? STEPS.filter((step) => step.key !== 'points') : STEPS;

  return (
    <section aria-labelledby={headingId} className="py-16 sm:py-20">
      <Container>
        <h2 id={headingId} className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t('start.howItWorks')}
        </h2>
        <p className="mt-3 max-w-2xl text-stone-600">{t('start.intro', { name: organisation.name })}</p>
        <ul className={`mt-10 grid gap-5 sm:grid-cols-2 ${steps.length === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}>
          {steps.map(({ key, Icon }) => (
            <li key={key} className="rounded-2xl border border-stone-200 bg-white p-6 shadow-xs">
              <span className="flex size-11 items-center justify-center rounded-xl bg-secondary text-on-secondary">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 font-semibold">{t(`start.${key}Title`)}</h3>
              <p className="mt-2 text-sm text-stone-600">{t(`start.${key}Body`)}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
