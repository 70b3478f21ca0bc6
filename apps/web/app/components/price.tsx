// The price lives in the design system; this path is kept for existing imports.
export { Price, type PriceProps } from './ui/price.tsx';
