// The HTML of the storefront's pages carries what they need first (decision 009).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createProduct } from '../testing/fixtures';
import { catalogueCalls } from '@shared/api-path';

let t: TestApp;
let built = false;
beforeAll(async () => {
  t = await createTestApp();
  built = (await t.app.inject('/')).statusCode === 200;
});
afterAll(async () => t?.close());

function firstAnswers(html: string): Record<string, { headers: Record<string, string>; body: unknown }> {
  const m = html.match(/<script id="first-answers" type="application\/json">(.*?)<\/script>/s);
  return m ? JSON.parse(m[1]) : {};
}

describe('storefront pages come with their first answers', () => {
  it('home carries the banners and the first page of products as the API gives them', async ({ skip }) => {
    if (!built) skip('the web app is not built');
    const { product } = await createProduct(t.ctx, { name: 'Hint Headphones One' });
    const res = await t.app.inject('/');
    const answers = firstAnswers(res.body);
    const list = await t.app.inject(catalogueCalls.search(''));
    expect(answers[catalogueCalls.search('')].body).toEqual(list.json());
    expect(answers[catalogueCalls.search('')].headers['x-total-count']).toBe(list.headers['x-total-count']);
    expect((answers[catalogueCalls.search('')].body as { Id: number }[]).map((p) => p.Id)).toContain(product.id);
    expect(answers[catalogueCalls.banners()].body).toEqual((await t.app.inject(catalogueCalls.banners())).json());
    // The home page's own code is preloaded.
    expect(res.body).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/home-page-[\w-]+\.js">/);
  });

  it('a product page names the product, preloads its first image and cannot be broken by its text', async ({ skip }) => {
    if (!built) skip('the web app is not built');
    const { product } = await createProduct(t.ctx, {
      name: 'Hint </script><script>alert(1)</script> Speaker',
      description: 'A speaker whose description says "<b>loud</b>" & means it.',
      withImages: true,
      richHtml: '<p>Rich <em>text</em></p>',
    });
    const res = await t.app.inject(`/product/${product.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Hint &#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62; Speaker | Swara Audio</title>');
    expect(res.body).toContain('content="A speaker whose description says &#34;&#60;b&#62;loud&#60;/b&#62;&#34; &#38; means it."');
    // Only the app's own script elements: the product's text never closes one.
    expect(res.body.match(/<script/g)?.length).toBe((await t.app.inject('/no/such/page')).body.match(/<script/g)!.length + 1);
    const answers = firstAnswers(res.body);
    const detail = answers[catalogueCalls.product(product.id)].body as { Name: string; Images: { FilePath: string; FileName: string }[] };
    expect(detail.Name).toBe(product.name);
    expect(answers[catalogueCalls.variants(product.id)].body).toEqual((await t.app.inject(catalogueCalls.variants(product.id))).json());
    // The default variant's own image comes first in the gallery, so it is the one preloaded.
    const variants = answers[catalogueCalls.variants(product.id)].body as { Images: { FilePath: string; FileName: string }[] }[];
    const first = variants[0].Images[0];
    const stem = `/${first.FilePath.replace(/\\/g, '/')}/${first.FileName}`.replace(/\.[a-z0-9]+$/i, '');
    expect(res.body).toContain(`<link rel="preload" as="image" href="${stem}-640.webp"`);
    expect(res.body).toContain('fetchpriority="high"');
  });

  it('an unknown or unpublished product gets the plain page, and the app shows its own message', async ({ skip }) => {
    if (!built) skip('the web app is not built');
    const { product } = await createProduct(t.ctx, { name: 'Hidden Hint Product', published: false });
    for (const url of [`/product/${product.id}`, '/product/99999999', '/product/abc', '/PRODUCT/0']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('first-answers');
      expect(res.body, url).not.toContain('Hidden Hint Product');
    }
  });

  it('a search page carries the results of its query', async ({ skip }) => {
    if (!built) skip('the web app is not built');
    await createProduct(t.ctx, { name: 'Hint Soundbar Seven', category: 'Soundbars' });
    const res = await t.app.inject('/search?query=soundbar%20seven');
    const body = firstAnswers(res.body)[catalogueCalls.search('soundbar seven')].body as { Name: string }[];
    expect(body[0].Name).toBe('Hint Soundbar Seven');
  });
});
