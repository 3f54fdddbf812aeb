import { useTranslation } from 'react-i18next';
import { TemplatesAdmin } from '#client/features/templates/templates-admin.tsx';
import { trpc } from '#client/trpc.ts';
import { stageName } from './stage-board';
import { newStageKey, StageRows } from './stage-rows';

/**
 * The site's stage templates (issue 33), kept by its admins: coaches start a campaign's pipeline
 * from one. A campaign keeps its own copy, so changing or deleting a template changes no campaign.
 */
export function StageTemplatesAdmin() {
  const { i18n } = useTranslation();
  const templates = trpc.stages.template.list.useQuery();
  const utils = trpc.useUtils();
  const save = trpc.stages.template.save.useMutation({ onSuccess: () => utils.stages.template.list.invalidate() });
  const remove = trpc.stages.template.delete.useMutation({ onSuccess: () => utils.stages.template.list.invalidate() });
  return (
    <TemplatesAdmin
      texts="stages.templates"
      templates={templates}
      summary={(template) => template.stages.map((stage) => stageName(stage, i18n.language)).join(' → ')}
      partsOf={(template) => (template ? template.stages.map((stage) => ({ ...stage, deadline: '', key: newStageKey() })) : [])}
      editor={(stages, onChange) => <StageRows stages={stages} onChange={onChange} withDeadline={false} />}
      save={({ guid, name, parts }) =>
        save.mutateAsync({ ...(guid ? { guid } : {}), name, stages: parts.map(({ nameEn, nameSv, participantView, reportsStatus }) => ({ nameEn, nameSv, participantView, reportsStatus })) })
      }
      remove={(guid) => remove.mutateAsync({ guid })}
      saving={save.isPending}
      removing={remove.isPending}
    />
  );
}
