import { createLazyRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '#shared/constants.ts';
import { ACCESSIBILITY_STATEMENTS } from '#shared/i18n/accessibility-statement.ts';
import { ACCESSIBILITY_REPORT_PATH } from '#shared/published-documents.ts';
import { Container } from '#client/components/container.tsx';
import { usePageTitle } from '#client/features/shell/use-page-title.ts';
import { accessibilityRoute } from './accessibility';

export const Route = createLazyRoute(accessibilityRoute.id)({ component: AccessibilityStatementPage });

function AccessibilityStatementPage() {
  const { i18n } = useTranslation();
  const language = SUPPORTED_LANGUAGES.find((supported) => supported === i18n.language) ?? DEFAULT_LANGUAGE;
  const statement = ACCESSIBILITY_STATEMENTS[language];
  usePageTitle(statement.title);

  return (
    <Container className="py-8 sm:py-12">
      <article className="mx-auto flex max-w-3xl flex-col gap-6 rounded-2xl border border-stone-200 bg-white p-5 shadow-xs sm:p-10">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{statement.title}</h1>
        <p className="text-stone-700">{statement.intro}</p>
        {statement.sections.map((section) => (
          <section key={section.heading} className="flex flex-col gap-3">
            <h2 className="text-xl font-semibold tracking-tight">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="text-stone-700">
                {paragraph}
              </p>
            ))}
            {section.list ? (
              <ul className="flex list-disc flex-col gap-2 pl-6 text-stone-700">
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
        <p>
          <a href={ACCESSIBILITY_REPORT_PATH} className="font-medium text-link underline underline-offset-2">
            {statement.reportLink}
          </a>
        </p>
      </article>
    </Container>
  );
}
