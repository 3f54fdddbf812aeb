import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SortableList } from '#client/components/sortable-list.tsx';
import type { MenuItem } from '#client/trpc.ts';

interface SortableMenuProps {
  items: MenuItem[];
  /** The entries in their new order, after a drag or a keyboard move. */
  onReorder: (items: MenuItem[]) => void;
  renderItem: (item: MenuItem) => ReactNode;
}

/** A menu's entries, reordered by drag or keyboard (spec 2 §4: on drop each row's navPos is its index). */
export function SortableMenu({ items, onReorder, renderItem }: SortableMenuProps) {
  const { t } = useTranslation();
  return (
    <SortableList
      items={items}
      idOf={(item) => item.guid}
      nameOf={(item) => item.name}
      onReorder={onReorder}
      renderItem={renderItem}
      texts={{
        instructions: t('adminMenus.dragInstructions'),
        moveNamed: (name) => t('adminMenus.moveNamed', { name }),
        moveUp: (name) => t('accessibility.moveUp', { name }),
        moveDown: (name) => t('accessibility.moveDown', { name }),
        picked: (name, position, count) => t('adminMenus.announcePicked', { name, position, count }),
        moved: (name, position, count) => t('adminMenus.announceMoved', { name, position, count }),
        dropped: (name, position, count) => t('adminMenus.announceDropped', { name, position, count }),
        cancelled: (name) => t('adminMenus.announceCancelled', { name }),
      }}
    />
  );
}
