import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '../../../src-shared/constants';
import { Container } from '../../components/container';
import { legalLinkHref } from './legal-link';
import { OrganisationLogo } from './organisation-logo';
import { useOrganisation } from './use-organisation';

export function SiteFooter() {
  const { t } = useTranslation();
  const organisation = useOrganisation();
  const { settings } = organisation;
  const termsHref = legalLinkHref(settings.termsOfServiceLink);
  const privacyHref = legalLinkHref(settings.privacyPolicyLink);
  // Per tenant (spec 3 §9): ours, the site's own text, or none.
  const wording = settings.footerWording === 'default' ? t('footer.poweredBy', { product: PRODUCT_NAME }) : settings.footerWording === 'custom' ? settings.footerText : '';

  return (
    <footer className="border-t border-stone-200 bg-white text-sm text-stone-600">
      <Container className="flex flex-col gap-6 py-8 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-2">
          <OrganisationLogo organisation={organisation} variant="footerlogo" className="text-stone-900" />
          {/* Safe: the server rendered the copyright markdown and sanitised it as it does ideas. */}
          {organisation.copyrightHtml ? <div className="rendered-markdown" dangerouslySetInnerHTML={{ __html: organisation.copyrightHtml }} /> : null}
          {wording ? <p className="text-stone-500">{wording}</p> : null}
        </div>
        {termsHref || privacyHref ? (
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {termsHref ? (
              <li>
                <a href={termsHref} className="font-medium text-link underline-offset-2 hover:underline">
                  {t('footer.terms')}
                </a>
              </li>
            ) : null}
            {privacyHref ? (
              <li>
                <a href={privacyHref} className="font-medium text-link underline-offset-2 hover:underline">
                  {t('footer.privacy')}
                </a>
              </li>
            ) : null}
          </ul>
        ) : null}
      </Container>
    </footer>
  );
}
