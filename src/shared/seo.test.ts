import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, homeJsonLd, jsonLdScript, metaTags, productJsonLd } from './seo';
import type { Product } from './schemas/catalogue';

const image = (n: number) => ({ Id: n, FilePath: 'uploads/products/7', FileName: `pic-${n}.jpg` });
const variant = { Id: 11, ProductId: 7, Title: 'Black', MetrixWeight: 1, ProductWeight: 1, Price: 12999, Stock: 4, IsDefault: true, Images: [image(2)] };
const product: Product = {
  Id: 7,
  ProductCode: 'SW-HP-7',
  Name: 'Aura </script> Headphones',
  Location: 'A-1',
  HSNCode: '85183000',
  TaxRate: 18,
  Description: 'Closed-back headphones.',
  CategoryId: 1,
  CategoryName: 'Headphones',
  IsPublished: true,
  Images: [image(1)],
  DefaultVariant: variant,
  Descriptions: [],
  Features: [{ Id: 1, ItemType: 'Brand', ItemValue: 'Swara' }],
};
const opts = { baseUrl: 'https://shop.example.in', sellerName: 'Swara Audio & Electronics' };

describe('structured data', () => {
  it('describes a product in stock with its offer, pictures and brand', () => {
    const d = productJsonLd(product, variant, opts) as Record<string, unknown> & { offers: Record<string, unknown> };
    expect(d).toMatchObject({ '@type': 'Product', name: product.Name, sku: 'SW-HP-7', brand: { '@type': 'Brand', name: 'Swara' } });
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

  it('says out of stock from the stock itself, names a chosen variant by its address, and leaves out what is unknown', () => {
    const other = { ...variant, Id: 12, IsDefault: false, Stock: 0, Images: [] };
    const d = productJsonLd({ ...product, Images: [], Features: [] }, other, opts) as Record<string, unknown> & { offers: Record<string, unknown> };
    expect(d.offers.availability).toBe('https://schema.org/OutOfStock');
    expect(d.offers.url).toBe('https://shop.example.in/product/7?variantId=12');
    expect(d).not.toHaveProperty('image');
    expect(d).not.toHaveProperty('brand');
    expect(productJsonLd(product, null, opts)).not.toHaveProperty('offers');
  });

  it('numbers breadcrumbs from 1 and gives home a search action on /search', () => {
    expect(
      breadcrumbJsonLd([
        { name: 'Home', url: 'https://s/' },
        { name: 'Headphones', url: 'https://s/search?query=Headphones' },
      ]).itemListElement,
    ).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://s/' },
      { '@type': 'ListItem', position: 2, name: 'Headphones', item: 'https://s/search?query=Headphones' },
    ]);
    const [org, site] = homeJsonLd({ baseUrl: 'https://s', name: 'Swara Audio', logoUrl: 'https://s/favicon.svg' }) as unknown as [
      Record<string, unknown>,
      { potentialAction: { target: { urlTemplate: string } } },
    ];
    expect(org['@type']).toBe('Organization');
    expect(site.potentialAction.target.urlTemplate).toBe('https://s/search?query={search_term_string}');
  });

  it('cannot be ended early by what an admin typed', () => {
    const script = jsonLdScript(productJsonLd({ ...product, Description: 'a\u2028b <!-- & </script><script>alert(1)' }, variant, opts));
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script).not.toContain('<!--');
    expect(JSON.parse(script.slice(script.indexOf('>') + 1, -'</script>'.length)).description).toBe('a\u2028b <!-- & </script><script>alert(1)');
  });
});

describe('meta tags', () => {
  it('writes canonical, Open Graph and Twitter tags with every value escaped', () => {
    const html = metaTags({
      title: 'A "quoted" <b>',
      description: 'x & y',
      canonicalUrl: 'https://s/product/7',
      imageUrl: 'https://s/p.webp',
      type: 'product',
      siteName: 'Swara Audio',
    });
    expect(html).toContain('<link rel="canonical" href="https://s/product/7">');
    expect(html).toContain('<meta property="og:title" content="A &#34;quoted&#34; &#60;b&#62;">');
    expect(html).toContain('<meta property="og:type" content="product">');
    expect(html).toContain('<meta property="og:image" content="https://s/p.webp">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<meta name="twitter:description" content="x &#38; y">');
  });

  it('falls back to a small card without a picture', () => {
    const html = metaTags({ title: 'Home', description: '', canonicalUrl: 'https://s/', type: 'website', siteName: 'Swara Audio' });
    expect(html).toContain('<meta name="twitter:card" content="summary">');
    expect(html).not.toContain('og:image');
    expect(html).not.toContain('og:description');
  });
});
