import { useTranslation } from 'react-i18next';
import { TemplatesAdmin } from '#client/features/templates/templates-admin.tsx';
import { trpc } from '#client/trpc.ts';
import { criteriaInput, CriterionRows, draftCriteria } from './criterion-rows';

/**
 * The site's scorecard templates (issue 33), kept by its admins beside the stage templates:
 * coaches apply one to a stage and edit the stage's own copy, so changing or deleting a template
 * changes no stage.
 */
export function ScorecardTemplatesAdmin() {
  const { t, i18n } = useTranslation();
  const templates = trpc.evaluation.template.list.useQuery();
  const utils = trpc.useUtils();
  const save = trpc.evaluation.template.save.useMutation({ onSuccess: () => utils.evaluation.template.list.invalidate() });
  const remove = trpc.evaluation.template.delete.useMutation({ onSuccess: () => utils.evaluation.template.list.invalidate() });
  return (
    <TemplatesAdmin
      texts="evaluation.templates"
      templates={templates}
      summary={(template) =>
        template.criteria
          .map((criterion) => t('evaluation.templates.criterionLine', { name: i18n.language === 'sv' ? criterion.nameSv : criterion.nameEn, weight: criterion.weight, max: criterion.scale }))
          .join(' · ')
      }
      partsOf={(template) => (template ? draftCriteria(template.criteria, false) : [])}
      editor={(criteria, onChange, errors) => <CriterionRows criteria={criteria} onChange={onChange} errors={errors} />}
      save={({ guid, name, parts }) => save.mutateAsync({ ...(guid ? { guid } : {}), name, criteria: criteriaInput(parts) })}
      remove={(guid) => remove.mutateAsync({ guid })}
      saving={save.isPending}
      removing={remove.isPending}
    />
  );
}
