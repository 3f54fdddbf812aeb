import { describe, expect, it } from 'vitest';
import { siteAddress } from '#server/modules/organisation/site-address.ts';

describe('siteAddress (links in e-mails and exports)', () => {
  const platform = 'https://ideahunt.example:8443/ignored/path';

  it.each([
    [{ publicUrl: 'https://ideas.customer.example/', subdomain: 'acme', isDefault: false }, 'https://ideas.customer.example'],
    [{ publicUrl: null, subdomain: 'acme', isDefault: false }, 'https://acme.ideahunt.example:8443'],
    [{ publicUrl: null, subdomain: null, isDefault: true }, 'https://ideahunt.example:8443'],
    [{ publicUrl: null, subdomain: 'main', isDefault: true }, 'https://ideahunt.example:8443'],
  ])('%j → %s', (site, address) => {
    expect(siteAddress(site, platform)).toBe(address);
  });
});
