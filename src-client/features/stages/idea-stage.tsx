import { useTranslation } from 'react-i18next';
import { trpc } from '#client/trpc.ts';
import { stageName } from './stage-board';

/**
 * The stage an idea is in, on its page (issue 33): for its coaches always, for everyone else where
 * the stage shows participants its name. Nothing while it loads or when there is none, so a
 * campaign without stages looks as before.
 */
export function IdeaStage({ ideaGuid }: { ideaGuid: string }) {
  const { t, i18n } = useTranslation();
  const stage = trpc.stages.ofIdea.useQuery({ ideaGuid });
  if (!stage.data) return null;
  const name = stageName(stage.data, i18n.language);
  const deadline = stage.data.deadline ? new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${stage.data.deadline}T00:00:00Z`)) : null;
  return <p className="text-sm font-medium text-stone-700">{deadline ? t('stages.ofIdea.withDeadline', { name, date: deadline }) : t('stages.ofIdea.stage', { name })}</p>;
}
