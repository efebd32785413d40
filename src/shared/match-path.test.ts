import { describe, expect, it } from 'vitest';
import { matchPath } from './match-path';

describe('route patterns', () => {
  it('match whole paths, in any letter case, with or without a trailing slash', () => {
    expect(matchPath('/', '/')).toEqual({});
    expect(matchPath('/account/unauthorized', '/account/Unauthorized')).toEqual({});
    expect(matchPath('/account/unauthorized', '/ACCOUNT/unauthorized/')).toEqual({});
    expect(matchPath('/account/unauthorized', '/account')).toBeNull();
    expect(matchPath('/', '/search')).toBeNull();
  });

  it('give their parameters decoded, and refuse a broken one', () => {
    expect(matchPath('/product/:productId', '/product/12')).toEqual({ productId: '12' });
    expect(matchPath('/order/detail/:orderId', '/order/detail/ORD%2F7')).toEqual({ orderId: 'ORD/7' });
    expect(matchPath('/product/:productId', '/product/%E0%A4')).toBeNull();
    expect(matchPath('/product/:productId', '/product/1/extra')).toBeNull();
  });

  it('lets * take anything', () => {
    expect(matchPath('*', '/no/such/page')).toEqual({});
  });
});
