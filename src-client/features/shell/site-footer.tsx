import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '#shared/constants.ts';
import { Container } from '#client/components/container.tsx';
import { legalLinkHref } from './legal-link';
import { OrganisationLogo } from './organisation-logo';
import { PartnerStrip } from './partner-strip';
import { SiteMenuLinks } from './site-menu-links';
import { useOrganisation } from './use-organisation';
import { useWideLayout } from './use-wide-layout';

const FOOTER_LINK = 'font-medium text-link underline-offset-2 hover:underline';

export function SiteFooter() {
  const { t } = useTranslation();
  const organisation = useOrganisation();
  const wide = useWideLayout();
  const { settings } = organisation;
  const termsHref = legalLinkHref(settings.termsOfServiceLink);
  const privacyHref = legalLinkHref(settings.privacyPolicyLink);
  // Per tenant (spec 3 §9): ours, the site's own text, or none.
  const wording = settings.footerWording === 'default' ? t('footer.poweredBy', { product: PRODUCT_NAME }) : settings.footerWording === 'custom' ? settings.footerText : '';

  return (
    <footer className="border-t border-stone-200 bg-white text-sm text-stone-600">
      <Container wide={wide} className="flex flex-col gap-6 py-8 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-2">
          <OrganisationLogo organisation={organisation} variant="footerlogo" className="text-stone-900" />
          {/* Safe: the server rendered the copyright markdown and sanitised it as it does ideas. */}
          {organisation.copyrightHtml ? <div className="rendered-markdown" dangerouslySetInnerHTML={{ __html: organisation.copyrightHtml }} /> : null}
          {wording ? <p className="text-stone-500">{wording}</p> : null}
        </div>
        <SiteMenuLinks links={organisation.menus.footer} label={t('footer.menu')} className="flex flex-col gap-2" linkClassName={FOOTER_LINK} />
        <SiteMenuLinks links={organisation.menus.footer2} label={t('footer.menu2')} className="flex flex-col gap-2" linkClassName={FOOTER_LINK} />
        {/* The accessibility statement is the product's, so every site links it, always last: in the same place on every page (WCAG 3.2.6). */}
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          {termsHref ? (
            <li>
              <a href={termsHref} className={FOOTER_LINK}>
                {t('footer.terms')}
              </a>
            </li>
          ) : null}
          {privacyHref ? (
            <li>
              <a href={privacyHref} className={FOOTER_LINK}>
                {t('footer.privacy')}
              </a>
            </li>
          ) : null}
          <li>
            <Link to="/accessibility" className={FOOTER_LINK}>
              {t('footer.accessibility')}
            </Link>
          </li>
        </ul>
      </Container>
      <Container wide={wide}>
        <PartnerStrip partners={organisation.partners} label={t('footer.partners')} />
      </Container>
    </footer>
  );
}
