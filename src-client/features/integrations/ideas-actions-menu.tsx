import { ChevronDown, Download, FileInput, FileOutput } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SurveyService } from '#shared/schemas/integration.ts';
import { buttonClasses } from '#client/components/button.tsx';
import type { CampaignView } from '#client/trpc.ts';
import { useOrganisation } from '#client/features/shell/use-organisation.ts';
import { SurveyImportDialog } from './survey-import-dialog';
import type { IntegrationNotice } from './integration-notice';
import { TrelloExportDialog } from './trello-export-dialog';

type Dialog = { kind: 'import'; service: SurveyService } | { kind: 'export' } | null;

/**
 * The Ideas tab's menu for coaches and admins (spec 1 §2): the CSV export, and import or export
 * through each integration the site has switched on. A menu button: arrow keys move between
 * items, Escape or a click outside closes it and gives focus back to the button.
 */
export function IdeasActionsMenu({ campaign, hasIdeas, canImport, onNotice }: { campaign: CampaignView; hasIdeas: boolean; canImport: boolean; onNotice: (notice: IntegrationNotice) => void }) {
  const { t } = useTranslation();
  const settings = useOrganisation().settings;
  const id = useId();
  const [open, setOpen] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!open) return;
    menu.current?.querySelector<HTMLElement>('[role=menuitem]')?.focus();
    const close = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  const closeMenu = () => {
    setOpen(false);
    button.current?.focus();
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const items = [...(menu.current?.querySelectorAll<HTMLElement>('[role=menuitem]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const move = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1 }[event.key];
    if (move !== undefined) {
      event.preventDefault();
      items[(move + items.length) % items.length]?.focus();
    } else if (event.key === 'Escape') {
      event.stopPropagation();
      closeMenu();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };
  const choose = (next: Dialog) => {
    setOpen(false);
    setDialog(next);
  };
  // Imports add ideas, which a finished campaign no longer takes; exports need ideas to send.
  const surveys = canImport ? (['typeform', 'quicktapsurvey'] as const).filter((service) => settings[service]) : [];
  const trello = hasIdeas && settings.trello;
  if (!hasIdeas && surveys.length === 0) return null;

  return (
    <div ref={root} className="relative self-start sm:self-auto">
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
        className={buttonClasses('secondary')}
      >
        {t('integrations.menu')}
        <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      {open ? (
        <ul
          ref={menu}
          id={`${id}-menu`}
          role="menu"
          aria-label={t('integrations.menu')}
          onKeyDown={onMenuKey}
          className="absolute right-0 z-20 mt-1 min-w-64 rounded-lg border border-stone-200 bg-white p-1.5 shadow-lg"
        >
          {hasIdeas ? (
            <li role="none">
              <a role="menuitem" href={`/legacy/coach/campaigns/${encodeURIComponent(campaign.slug)}/exportcsv`} download onClick={() => setOpen(false)} className={itemClasses}>
                <Download aria-hidden="true" className="size-4 text-stone-500" />
                {t('integrations.exportCsv')}
              </a>
            </li>
          ) : null}
          {surveys.map((service) => (
            <MenuItem key={service} icon={<FileInput aria-hidden="true" className="size-4 text-stone-500" />} onSelect={() => choose({ kind: 'import', service })}>
              {t('integrations.importFrom', { service: t(`integrations.services.${service}`) })}
            </MenuItem>
          ))}
          {trello ? (
            <MenuItem icon={<FileOutput aria-hidden="true" className="size-4 text-stone-500" />} onSelect={() => choose({ kind: 'export' })}>
              {t('integrations.exportTo', { service: t('integrations.services.trello') })}
            </MenuItem>
          ) : null}
        </ul>
      ) : null}
      {dialog?.kind === 'import' ? <SurveyImportDialog service={dialog.service} campaign={campaign} onClose={() => setDialog(null)} onDone={onNotice} /> : null}
      {dialog?.kind === 'export' ? <TrelloExportDialog campaign={campaign} onClose={() => setDialog(null)} onDone={onNotice} /> : null}
    </div>
  );
}

const itemClasses = 'flex w-full items-center gap-2.5 rounded-md px-3 py-2 text-left text-sm font-medium text-stone-800 hover:bg-stone-100 focus:bg-stone-100 focus:outline-none';

function MenuItem({ icon, onSelect, children }: { icon: ReactNode; onSelect: () => void; children: ReactNode }) {
  return (
    <li role="none">
      <button type="button" role="menuitem" onClick={onSelect} className={itemClasses}>
        {icon}
        {children}
      </button>
    </li>
  );
}
