// The product card lives in the design system; this path is kept for existing imports.
export { ProductCard, PRODUCT_CARD_SIZES, type ProductCardData } from './ui/product-card.tsx';
