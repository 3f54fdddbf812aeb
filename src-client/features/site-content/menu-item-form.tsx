import { Link, useNavigate } from '@tanstack/react-router';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MENU_TYPE, menuItemFormInput, type MenuNav, type MenuType } from '#shared/schemas/menus.ts';
import { Alert } from '#client/components/alert.tsx';
import { FormFooter } from '#client/components/form-footer.tsx';
import { SelectField } from '#client/components/select-field.tsx';
import { TextField } from '#client/components/text-field.tsx';
import { useSchemaForm } from '#client/components/use-schema-form.ts';
import { trpc, type MenuItem } from '#client/trpc.ts';
import { FormErrors, useErrorText } from '#client/features/auth/form-errors.tsx';
import { useSystemMessage } from '#client/features/shell/system-message.tsx';

const TYPES: MenuType[] = [MENU_TYPE.external, MENU_TYPE.mailTo, MENU_TYPE.page];

/**
 * A menu entry (spec 2 §3 Menu item): its name and where it leads, a web address, an e-mail
 * address or one of the site's pages. Saving returns to the menus.
 */
export function MenuItemForm({ nav, item }: { nav: MenuNav; item: MenuItem | null }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const showMessage = useSystemMessage();
  const pages = trpc.page.list.useQuery();
  const create = trpc.menu.create.useMutation();
  const update = trpc.menu.update.useMutation();
  const { form, submit, formErrors } = useSchemaForm({
    schema: menuItemFormInput,
    defaultValues: { name: item?.name ?? '', type: item?.type ?? MENU_TYPE.external, link: item?.link ?? '', pageGuid: item?.pageGuid ?? '' },
    onSubmit: async (values) => {
      if (item) await update.mutateAsync({ guid: item.guid, ...values });
      else await create.mutateAsync({ nav, ...values });
      await Promise.all([utils.menu.list.invalidate(), utils.organisation.current.invalidate()]);
      showMessage({ tone: 'success', text: t('adminMenus.updated') });
      await navigate({ to: '/organisation/admin/menus' });
    },
  });
  const {
    register,
    control,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const type = watch('type');

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-xs sm:p-6">
      <FormErrors errors={formErrors} unhandledText={t('adminMenus.saveError')} />
      <TextField label={t('adminMenus.nameLabel')} error={errorText(errors.name?.message)} {...register('name')} />
      <Controller
        control={control}
        name="type"
        render={({ field }) => (
          <SelectField label={t('adminMenus.typeLabel')} value={String(field.value)} onChange={(value) => field.onChange(Number(value))}>
            {TYPES.map((option) => (
              <option key={option} value={option}>
                {t(`adminMenus.type.${option}`)}
              </option>
            ))}
          </SelectField>
        )}
      />
      {type === MENU_TYPE.page ? (
        pages.isPending ? (
          <p className="text-sm text-stone-500">{t('app.loading')}</p>
        ) : pages.isError ? (
          <Alert tone="error">{t('adminPages.searchError')}</Alert>
        ) : pages.data.length === 0 ? (
          <Alert tone="info">
            {t('adminMenus.noPages')}{' '}
            <Link to="/organisation/admin/pages" className="font-semibold text-link underline">
              {t('adminMenus.toPages')}
            </Link>
          </Alert>
        ) : (
          <Controller
            control={control}
            name="pageGuid"
            render={({ field, fieldState }) => (
              <SelectField label={t('adminMenus.pageLabel')} value={field.value ?? ''} onChange={field.onChange} error={errorText(fieldState.error?.message)}>
                <option value="">{t('adminMenus.choosePage')}</option>
                {pages.data.map((page) => (
                  <option key={page.guid} value={page.guid}>
                    {page.title} ({page.path})
                  </option>
                ))}
              </SelectField>
            )}
          />
        )
      ) : (
        <TextField
          label={type === MENU_TYPE.mailTo ? t('adminMenus.emailLabel') : t('adminMenus.linkLabel')}
          hint={type === MENU_TYPE.mailTo ? t('adminMenus.emailHint') : t('adminMenus.linkHint')}
          type={type === MENU_TYPE.mailTo ? 'email' : 'url'}
          error={errorText(errors.link?.message)}
          {...register('link')}
        />
      )}
      <FormFooter back="/organisation/admin/menus" backLabel={t('adminMenus.backToList')} busy={isSubmitting} saveLabel={t('adminMenus.save')} busyLabel={t('adminMenus.saving')} divided />
    </form>
  );
}
