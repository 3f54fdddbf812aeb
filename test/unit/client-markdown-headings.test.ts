import { describe, expect, it } from 'vitest';
import { followHeadings } from '#client/components/markdown-headings.ts';

describe('rendered markdown headings follow the page', () => {
  it('starts a text right under the page’s h1 at h2, and its deeper headings at the next levels', () => {
    // The server's rendering of "# Why", "## How" and "#### Detail": h3, h3, h5.
    const html = '<h3 id="user-content-why">Why</h3><p>a &lt;h3&gt; in text</p><h3>How</h3><h5 class="x">Detail</h5>';
    expect(followHeadings(html, 2)).toBe('<h2 id="user-content-why">Why</h2><p>a &lt;h3&gt; in text</p><h2>How</h2><h3 class="x">Detail</h3>');
  });

  it('keeps h3 under a section’s h2, skips no level and never goes below h6', () => {
    expect(followHeadings('<h4>A</h4><h6>B</h6>', 3)).toBe('<h3>A</h3><h4>B</h4>');
    expect(followHeadings('<h3>A</h3><h4>B</h4><h5>C</h5><h6>D</h6>', 4)).toBe('<h4>A</h4><h5>B</h5><h6>C</h6><h6>D</h6>');
    expect(followHeadings('<p>No headings</p><hr>', 2)).toBe('<p>No headings</p><hr>');
  });
});
