/** The product's name, which its messages and its pages' titles show. */
export const PRODUCT_NAME = 'Tsuzuki';
