import { z } from 'zod';
import { isSafeLink } from '../safe-link';
import { EMAIL_PATTERN, guidInput } from './common';

/** The site's three menus (spec 2 §9). */
export const MENU_NAVS = ['top', 'footer', 'footer2'] as const;
export type MenuNav = (typeof MENU_NAVS)[number];
export const menuNavSchema = z.enum(MENU_NAVS);

/** Menu item types (spec 2 §3): 0 external link, 1 mail-to, 2 internal page. */
export const MENU_TYPE = { external: 0, mailTo: 1, page: 2 } as const;
export type MenuType = (typeof MENU_TYPE)[keyof typeof MENU_TYPE];

export const MENU_NAME_MAX_LENGTH = 100;
export const LINK_MAX_LENGTH = 2000;

const menuItemFields = z.object({
  name: z.string().trim().min(1, 'ERROR_REQUIRED').max(MENU_NAME_MAX_LENGTH, 'VALUE_TOO_LONG'),
  type: z.union([z.literal(MENU_TYPE.external), z.literal(MENU_TYPE.mailTo), z.literal(MENU_TYPE.page)], { error: 'invalid-input' }),
  link: z.string().trim().max(LINK_MAX_LENGTH, 'VALUE_TOO_LONG').default(''),
  pageGuid: z.string().trim().max(64, 'not-found').nullish(),
});

/**
 * What each type needs: an external link a web address (or a path here), a mail-to link an
 * e-mail address, an internal page the page. Other fields are dropped, not stored.
 */
function checkTarget(item: z.infer<typeof menuItemFields>, ctx: z.RefinementCtx) {
  if (item.type === MENU_TYPE.page) {
    if (!item.pageGuid) ctx.addIssue({ code: 'custom', path: ['pageGuid'], message: 'ERROR_REQUIRED' });
    return;
  }
  if (!item.link) ctx.addIssue({ code: 'custom', path: ['link'], message: 'ERROR_REQUIRED' });
  else if (item.type === MENU_TYPE.mailTo && !EMAIL_PATTERN.test(item.link.replace(/^mailto:/i, ''))) ctx.addIssue({ code: 'custom', path: ['link'], message: 'PLEASE_ENTER_A_VALID_MAIL' });
  else if (item.type === MENU_TYPE.external && !isSafeLink(item.link)) ctx.addIssue({ code: 'custom', path: ['link'], message: 'INVALID_LINK' });
}

/** The fields the menu entry form edits; the procedures add the menu or the guid. */
export const menuItemFormInput = menuItemFields.superRefine(checkTarget);

export const menuItemCreateInput = menuItemFields.extend({ nav: menuNavSchema }).superRefine(checkTarget);
export type MenuItemCreateInput = z.infer<typeof menuItemCreateInput>;

export const menuItemUpdateInput = guidInput.extend(menuItemFields.shape).superRefine(checkTarget);
export type MenuItemUpdateInput = z.infer<typeof menuItemUpdateInput>;

/** Spec 2 §4: on drop each row's navPos is saved as its index. */
export const menuItemPositionInput = guidInput.extend({ navPos: z.number().int().min(0).max(10_000) });

/** A whole menu's new order, saved at once after a drag or a keyboard move. */
export const menuOrderInput = z.object({ nav: menuNavSchema, guids: z.array(z.string().trim().max(64)).max(500) });

export const menuNavInput = z.object({ nav: menuNavSchema });
