import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '../../trpc';

interface SortableMenuProps {
  items: MenuItem[];
  /** The entries in their new order, after a drag or a keyboard move. */
  onReorder: (items: MenuItem[]) => void;
  renderItem: (item: MenuItem) => ReactNode;
}

/**
 * A menu's entries, reordered by dragging their handles or, from the keyboard, by Space on a
 * handle, the arrow keys and Space again (spec 2 §4: on drop each row's navPos is its index).
 * Every step is announced, in the site's language.
 */
export function SortableMenu({ items, onReorder, renderItem }: SortableMenuProps) {
  const { t } = useTranslation();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const nameOf = (id: string | number) => items.find((item) => item.guid === id)?.name ?? '';
  const positionOf = (id: string | number) => items.findIndex((item) => item.guid === id) + 1;
  // The first "over" of a drag is the entry's own place: announcing it would cut off "picked up".
  const pickedUp = useRef(false);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      pickedUp.current = true;
      return t('adminMenus.announcePicked', { name: nameOf(active.id), position: positionOf(active.id), count: items.length });
    },
    onDragOver: ({ active, over }) => {
      const justPicked = pickedUp.current && over?.id === active.id;
      pickedUp.current = false;
      return over && !justPicked ? t('adminMenus.announceMoved', { name: nameOf(active.id), position: positionOf(over.id), count: items.length }) : undefined;
    },
    onDragEnd: ({ active, over }) => (over ? t('adminMenus.announceDropped', { name: nameOf(active.id), position: positionOf(over.id), count: items.length }) : undefined),
    onDragCancel: ({ active }) => t('adminMenus.announceCancelled', { name: nameOf(active.id) }),
  };

  function dragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((item) => item.guid === active.id);
    const to = items.findIndex((item) => item.guid === over.id);
    onReorder(arrayMove(items, from, to));
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('adminMenus.dragInstructions') } }}
    >
      <SortableContext items={items.map((item) => item.guid)} strategy={verticalListSortingStrategy}>
        <ol className="flex flex-col gap-2">
          {items.map((item) => (
            <SortableRow key={item.guid} item={item}>
              {renderItem(item)}
            </SortableRow>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({ item, children }: { item: MenuItem; children: ReactNode }) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.guid });

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`flex items-center gap-2 rounded-xl border bg-white p-2 pr-3 shadow-xs ${isDragging ? 'relative z-10 border-link shadow-md' : 'border-stone-200'}`}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={t('adminMenus.moveNamed', { name: item.name })}
        className="flex size-10 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-stone-500 hover:bg-stone-100 active:cursor-grabbing"
      >
        <GripVertical aria-hidden="true" className="size-5" />
      </button>
      {children}
    </li>
  );
}
