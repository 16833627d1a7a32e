import { describe, expect, it } from 'vitest';
import { productSearchWords, rememberSearchWords, searchProducts } from '../../../src/domain/search';
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

  it('a product read with words made elsewhere (the snapshot worker) is found as if read here', () => {
    const copy = { ...kettle };
    rememberSearchWords(copy, productSearchWords(kettle));
    expect(searchProducts([copy], 'غلايه')).toEqual([copy]);
    // The words remembered are the ones searched: nothing reads the product's text again.
    const marked = { ...kettle };
    rememberSearchWords(marked, 'remembered\n\n\n3');
    expect(searchProducts([marked], 'remembered')).toEqual([marked]);
    expect(searchProducts([marked], 'kettle')).toEqual([]);
  });
});
