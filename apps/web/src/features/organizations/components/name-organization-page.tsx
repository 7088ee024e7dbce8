import { NameYourOrganizationForm } from '@atria/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { usePageTitle } from '../../../components/layout/page-title';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Icon } from '../../../components/ui/icons';
import { TextField } from '../../../components/ui/text-field';
import { useContractForm } from '../../../lib/use-contract-form';
import { createOrganization, organizationKeys } from '../api';
import { useI18n } from '../../../lib/i18n/i18n';
import '../../app-messages';
import { organizationNameError } from '../errors';

/** /app/organizations/new: 'Name Your Organization', one field, 'Create Organization', then the list. */
export function NameOrganizationPage() {
  const { t } = useI18n();
  usePageTitle('New Organization');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useContractForm(NameYourOrganizationForm, { name: '' });

  const onSubmit = form.handleSubmit(async ({ name }) => {
    try {
      await createOrganization({ name });
    } catch (error) {
      form.setFieldError('name', organizationNameError(error));
      return;
    }
    await queryClient.invalidateQueries({ queryKey: organizationKeys.all });
    await navigate({ to: '/app/organizations' });
  });

  return (
    <Card className="mx-auto mt-4 max-w-lg p-6 sm:mt-10 sm:p-10">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-primary-100 text-primary-700">
        <Icon name="building" className="size-7" />
      </span>
      <h2 className="mt-5 text-2xl font-bold tracking-tight text-slate-900">{t('org.nameTitle')}</h2>
      <p className="mt-1 text-slate-600">{t('org.nameText')}</p>
      <form noValidate onSubmit={onSubmit} className="mt-6 space-y-6">
        <TextField label={t('org.nameLabel')} autoComplete="organization" autoFocus field={form.field('name')} />
        <Button type="submit" size="lg" className="w-full" loading={form.submitting}>
          {t('org.create')}
        </Button>
      </form>
    </Card>
  );
}
