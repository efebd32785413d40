import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, homeJsonLd, itemListJsonLd, jsonLdScript, metaTags, productJsonLd } from './seo';
import { SHOP } from './constants';
import type { Product } from './schemas/catalogue';
import type { PublicReview } from './schemas/reviews';

const image = (n: number) => ({ Id: n, FilePath: 'uploads/products/7', FileName: `pic-${n}.jpg` });
const variant = {
  Id: 11,
  ProductId: 7,
  Title: 'Black',
  MetrixWeight: 1,
  ProductWeight: 1,
  Price: 12999,
  Mrp: 15999,
  Stock: 4,
  IsDefault: true,
  Images: [image(2)],
};
const product: Product = {
  Id: 7,
  ProductCode: 'SW-HP-7',
  Name: 'Aura Headphones',
  Location: 'A-1',
  HSNCode: '85183000',
  TaxRate: 18,
  Description: 'Closed-back\nheadphones.',
  CategoryId: 1,
  CategoryName: 'Headphones',
  CategorySlug: 'headphones',
  Brand: { Name: 'Swara', Slug: 'swara' },
  IsPublished: true,
  Rating: { Average: 0, Count: 0 },
  Images: [image(1)],
  DefaultVariant: variant,
  Specifications: [],
  Descriptions: [],
  Features: [{ Id: 1, ItemType: 'Brand', ItemValue: 'Swara' }],
  Declarations: {
    DeclarantKind: 'Manufacturer',
    DeclarantName: 'Swara Audio Industries',
    DeclarantAddress: 'Vellore, Tamil Nadu',
    CountryOfOrigin: 'India',
    GenericName: 'Headphones',
    NetQuantity: '1 N',
    MadeOn: '2026-03',
    ConsumerCarePhone: '+91 94430 12345',
    ConsumerCareEmail: 'care@swaraaudio.in',
  },
};
const opts = { baseUrl: 'https://shop.example.in', sellerName: 'Swara Audio & Electronics' };
type Data = Record<string, unknown> & { offers: Record<string, unknown> };

/** The JSON inside a script element that jsonLdScript wrote. */
const scriptJson = (script: string): unknown => JSON.parse(script.slice(script.indexOf('>') + 1, -'</script>'.length));

describe('productJsonLd', () => {
  it('describes a product in stock with its offer, pictures and brand', () => {
    const d = productJsonLd(product, variant, opts) as Data;
    expect(d).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Aura Headphones',
      description: 'Closed-back headphones.',
      sku: 'SW-HP-7',
      category: 'Headphones',
      url: 'https://shop.example.in/product/7',
      brand: { '@type': 'Brand', name: 'Swara' },
    });
    // The chosen variant's pictures first, then the product's, each as an absolute URL.
    expect(d.image).toEqual(['https://shop.example.in/uploads/products/7/pic-2.jpg', 'https://shop.example.in/uploads/products/7/pic-1.jpg']);
    expect(d.offers).toEqual({
      '@type': 'Offer',
      url: 'https://shop.example.in/product/7',
      price: '12999.00',
      priceCurrency: 'INR',
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: 'Swara Audio & Electronics' },
    });
  });

  it('says out of stock from the stock itself and names a chosen variant by its address', () => {
    const other = { ...variant, Id: 12, IsDefault: false, Stock: 0, Price: 1299.5 };
    const d = productJsonLd(product, other, opts) as Data;
    expect(d.offers.availability).toBe('https://schema.org/OutOfStock');
    expect(d.offers.price).toBe('1299.50');
    expect(d.offers.url).toBe('https://shop.example.in/product/7?variantId=12');
    expect((productJsonLd(product, { ...other, Stock: 1 }, opts) as Data).offers.availability).toBe('https://schema.org/InStock');
  });

  it('leaves out what is not known: no picture, no brand, no variant to offer', () => {
    const bare = { ...product, Images: [], Brand: null, Features: [{ Id: 2, ItemType: 'Colour', ItemValue: 'Black' }] };
    const d = productJsonLd(bare, { ...variant, Images: [] }, opts);
    expect(d).not.toHaveProperty('image');
    expect(d).not.toHaveProperty('brand');
    expect(productJsonLd({ ...bare, Images: [{ Id: 3, FilePath: 'uploads/x', FileName: '' }] }, null, opts)).not.toHaveProperty('image');
    expect(productJsonLd(product, null, opts)).not.toHaveProperty('offers');
  });

  it('writes each picture once, its address percent-encoded', () => {
    const spaced = { Id: 4, FilePath: 'uploads\\products\\7', FileName: 'side view.jpg' };
    const d = productJsonLd({ ...product, Images: [spaced, spaced] }, { ...variant, Images: [] }, opts);
    expect(d.image).toEqual(['https://shop.example.in/uploads/products/7/side%20view.jpg']);
  });

  const review = (n: number, rating: number): PublicReview => ({
    Id: n,
    Rating: rating,
    Title: `Review ${n}`,
    Text: `Clear sound,\nreview ${n}.`,
    AuthorName: `Asha K${n}.`,
    VerifiedPurchase: true,
    // 23:45 in India on 31 Oct: that day, not UTC's.
    CreatedAt: '2026-10-31T18:15:00.000Z',
    HelpfulCount: n,
    Photos: [],
  });

  it("gives the approved reviews' average and count, and names the first few reviews", () => {
    const reviews = [1, 2, 3, 4, 5, 6].map((n) => review(n, n === 6 ? 1 : 5));
    const d = productJsonLd({ ...product, Rating: { Average: 4.33, Count: 27 } }, variant, { ...opts, reviews }) as Data;
    expect(d.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.33, reviewCount: 27, bestRating: 5, worstRating: 1 });
    const named = d.review as Record<string, unknown>[];
    expect(named).toHaveLength(5);
    expect(named[0]).toEqual({
      '@type': 'Review',
      author: { '@type': 'Person', name: 'Asha K1.' },
      datePublished: '2026-10-31',
      reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
      name: 'Review 1',
      reviewBody: 'Clear sound,\nreview 1.',
    });
    expect(named.map((r) => r.name)).toEqual(['Review 1', 'Review 2', 'Review 3', 'Review 4', 'Review 5']);
  });

  it('says nothing of ratings for a product without approved reviews', () => {
    const d = productJsonLd(product, variant, { ...opts, reviews: [review(1, 5)] });
    expect(d).not.toHaveProperty('aggregateRating');
    expect(d).not.toHaveProperty('review');
    // Rated, but the page's list is empty (a filter that finds none): the rating alone.
    const rated = productJsonLd({ ...product, Rating: { Average: 4, Count: 2 } }, variant, { ...opts, reviews: [] });
    expect(rated).toHaveProperty('aggregateRating.reviewCount', 2);
    expect(rated).not.toHaveProperty('review');
  });
});

describe('breadcrumbJsonLd and homeJsonLd', () => {
  it('numbers breadcrumbs from 1', () => {
    const d = breadcrumbJsonLd([
      { name: 'Home', url: 'https://s/' },
      { name: 'Headphones', url: 'https://s/search?query=Headphones' },
    ]);
    expect(d['@type']).toBe('BreadcrumbList');
    expect(d.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://s/' },
      { '@type': 'ListItem', position: 2, name: 'Headphones', item: 'https://s/search?query=Headphones' },
    ]);
  });

  it('names the shop as an Organization and its WebSite, with a search action on /search?query=', () => {
    const [org, site] = homeJsonLd({ baseUrl: 'https://s', name: 'Swara Audio', logoUrl: 'https://s/favicon.svg' });
    expect(org).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': 'https://s/#organization',
      name: 'Swara Audio',
      url: 'https://s/',
      logo: 'https://s/favicon.svg',
    });
    expect(site).toMatchObject({
      '@type': 'WebSite',
      url: 'https://s/',
      publisher: { '@id': 'https://s/#organization' },
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: 'https://s/search?query={search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    });
  });
});

describe('jsonLdScript', () => {
  it('cannot be ended early by what an admin typed, and keeps the text as typed', () => {
    const hostile = 'Aura </script><script>alert(1)</script> <!-- & \u2028line\u2029para';
    const script = jsonLdScript(productJsonLd({ ...product, Name: hostile, Brand: { Name: '</SCRIPT >', Slug: 'script' } }, variant, opts));
    expect(script.startsWith('<script type="application/ld+json">')).toBe(true);
    expect(script.match(/<\/script/gi)).toHaveLength(1);
    expect(script).not.toContain('<!--');
    expect(script).not.toMatch(/[\u2028\u2029]/);
    const d = scriptJson(script) as { name: string; brand: { name: string } };
    expect(d.name).toBe(hostile);
    expect(d.brand.name).toBe('</SCRIPT >');
  });

  it('writes a list of items as one array', () => {
    expect(scriptJson(jsonLdScript(homeJsonLd({ baseUrl: 'https://s', name: 'S', logoUrl: 'https://s/l.png' })))).toHaveLength(2);
  });
});

describe('metaTags', () => {
  it('writes canonical, Open Graph and Twitter tags with every value escaped', () => {
    const html = metaTags({
      title: 'A "quoted" <b> & \'single\'',
      description: 'x & y',
      canonicalUrl: 'https://s/product/7?a="><script>',
      imageUrl: 'https://s/p.webp',
      type: 'product',
      siteName: 'Swara Audio',
    });
    expect(html).toContain('<link rel="canonical" href="https://s/product/7?a=&#34;&#62;&#60;script&#62;">');
    expect(html).toContain('<meta property="og:site_name" content="Swara Audio">');
    expect(html).toContain('<meta property="og:title" content="A &#34;quoted&#34; &#60;b&#62; &#38; &#39;single&#39;">');
    expect(html).toContain('<meta property="og:description" content="x &#38; y">');
    expect(html).toContain('<meta property="og:url" content="https://s/product/7?a=&#34;&#62;&#60;script&#62;">');
    expect(html).toContain('<meta property="og:image" content="https://s/p.webp">');
    expect(html).toContain('<meta property="og:type" content="product">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<meta name="twitter:image" content="https://s/p.webp">');
    expect(html).toContain('<meta name="twitter:description" content="x &#38; y">');
    // Nothing an admin typed opens a tag or ends an attribute.
    expect(html.replace(/<(link|meta) [a-z]+="[^"<>]*"(?: (?:content|href)="[^"<>]*")?>/g, '')).toBe('');
  });

  it('falls back to a small card without a picture, and names the shop unless told otherwise', () => {
    const html = metaTags({ title: 'Home', description: '', canonicalUrl: 'https://s/', type: 'website' });
    expect(html).toContain(`<meta property="og:site_name" content="${SHOP.name}">`);
    expect(html).toContain('<meta property="og:type" content="website">');
    expect(html).toContain('<meta name="twitter:card" content="summary">');
    expect(html).not.toContain('og:image');
    expect(html).not.toContain('og:description');
  });

  it('keeps a page out of the index when asked, still naming its canonical page', () => {
    const tags = metaTags({ title: 'Headphones', description: '', canonicalUrl: 'https://s.in/c/headphones', type: 'website', noindex: true });
    expect(tags).toContain('<meta name="robots" content="noindex, follow">');
    expect(tags).toContain('<link rel="canonical" href="https://s.in/c/headphones">');
    expect(metaTags({ title: 'Headphones', description: '', canonicalUrl: 'https://s.in/c/headphones', type: 'website' })).not.toContain('robots');
  });
});

describe('itemListJsonLd', () => {
  it("lists a page's products with their addresses, positions counted on from the pages before", () => {
    const items = [
      { name: 'Aura', url: 'https://s.in/product/7' },
      { name: 'Echo', url: 'https://s.in/product/9' },
    ];
    expect(itemListJsonLd(items)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      numberOfItems: 2,
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Aura', url: 'https://s.in/product/7' },
        { '@type': 'ListItem', position: 2, name: 'Echo', url: 'https://s.in/product/9' },
      ],
    });
    expect(itemListJsonLd(items, 24).itemListElement.map((i) => i.position)).toEqual([25, 26]);
  });
});
