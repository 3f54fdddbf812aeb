import { describe, expect, it } from 'vitest';
import { parseInviteEmails } from '../../src-shared/invite-emails';

describe('parseInviteEmails', () => {
  it('splits on semicolons, trims, drops empties and duplicates', () => {
    expect(parseInviteEmails(' ann@example.com ;; Bo@Example.com;ann@example.com; ')).toEqual({ valid: ['ann@example.com', 'bo@example.com'], invalid: [] });
  });

  it('lists every address that does not look like one', () => {
    expect(parseInviteEmails('ann@example.com; not-an-email; c@d').invalid).toEqual(['not-an-email', 'c@d']);
  });
});
