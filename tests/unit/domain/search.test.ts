import { describe, expect, it, vi } from 'vitest';
import { searchIndexer, searchIndexReceiver, searchProducts } from '../../../src/domain/search';
import { makeProduct } from './fixtures';

const kettle = makeProduct({ id: 'kettle', name: 'Stainless Steel Kettle', nameAr: 'غلاية من الستانلس ستيل', description: '1.7 L, for the stove' });
const mirror = makeProduct({ id: 'mirror', name: 'Round Rattan Mirror', nameAr: 'مرآة دائرية', description: '', searchTermsAr: 'مراية' });
const utensils = makeProduct({ id: 'utensils', name: 'Utensil Set', nameAr: 'طقم أدوات', description: 'Six tools', descriptionAr: 'ست أدوات بالخيزران' });
const bowl = makeProduct({ id: 'bowl', name: 'Salad Bowl', description: 'Olive wood' });
const ids = (query: string, products = [kettle, mirror, utensils, bowl]) => searchProducts(products, query).map((product) => product.id);

describe('searchProducts (DESIGN §19)', () => {
  it('one typo in a word of five letters or more, a swap of neighbours counting as one; none in a shorter word', () => {
    expect(ids('kettel')).toEqual(['kettle']);
    expect(ids('ketle')).toEqual(['kettle']);
    expect(ids('kettls')).toEqual(['kettle']);
    expect(ids('bowk')).toEqual([]);
  });

  it('the owner’s words match like the name, in Arabic letters and in Arabizi', () => {
    expect(ids('مرايه')).toEqual(['mirror']);
    expect(ids('mrayeh')).toEqual(['mirror']);
  });

  it('a Latin word of the catalogue’s English is read as English, not also as Arabizi', () => {
    // Read as Arabizi, "bowl" would begin بالخيزران (b, l) in the utensils’ Arabic description.
    expect(ids('bowl')).toEqual(['bowl']);
    expect(ids('ghalaye')).toEqual(['kettle']);
  });

  it('stop words are left out when other words remain', () => {
    expect(ids('bowl for salad')).toEqual(['bowl']);
    expect(ids('for')).toEqual(['kettle']);
  });

  it('products indexed by a reader of their own (the snapshot worker) are found as if read here, batch after batch', () => {
    const index = searchIndexer();
    const receive = searchIndexReceiver();
    const copies = [kettle, mirror, utensils, bowl].map((product) => ({ ...product }));
    receive(copies.slice(0, 2), index(copies.slice(0, 2)));
    receive(copies.slice(2), index(copies.slice(2)));
    expect(searchProducts(copies, 'غلايه')).toEqual([copies[0]]);
    expect(searchProducts(copies, 'mraye')).toEqual([copies[1]]);
    expect(searchProducts(copies, 'خيزران')).toEqual([copies[2]]);
    expect(searchProducts(copies, 'olive bowl')).toEqual([copies[3]]);
  });

  it("the words indexed are the ones searched: nothing reads the products' text again", () => {
    const marked = { ...kettle };
    searchIndexReceiver()([marked], searchIndexer()([makeProduct({ id: 'kettle', name: 'Remembered' })]));
    expect(searchProducts([marked], 'remembered')).toEqual([marked]);
    expect(searchProducts([marked], 'kettle')).toEqual([]);
  });

  it("a reader's word ids are the page's own when the page had no words yet, and mapped to them when it had", async () => {
    vi.resetModules();
    const fresh = await import('../../../src/domain/search');
    const index = fresh.searchIndexer();
    const receive = fresh.searchIndexReceiver();
    const first = [{ ...bowl }];
    const batch = index(first);
    receive(first, batch);
    expect(batch.ids).toEqual(Uint32Array.from(batch.ids.keys()));
    // The page reads words of its own (a live change), then another reader starts from id 0.
    const changed = { ...kettle };
    expect(fresh.searchProducts([changed], 'kettle')).toEqual([changed]);
    const again = [{ ...bowl }, { ...mirror }];
    fresh.searchIndexReceiver()(again, fresh.searchIndexer()(again));
    expect(fresh.searchProducts([...first, changed, ...again], 'salad bowl')).toEqual([first[0], again[0]]);
    expect(fresh.searchProducts([...first, changed, ...again], 'مراية')).toEqual([again[1]]);
    expect(fresh.searchProducts([...first, changed, ...again], 'steel')).toEqual([changed]);
  });
});
