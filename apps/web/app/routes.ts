import { index, layout, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';

/**
 * Every storefront page, written once without the locale: add new pages HERE. The list is mounted
 * twice below, under `/:locale` and without a prefix (lib/locale-routing.ts decides per request
 * what each URL means under LOCALE_STRATEGY A, B or C).
 */
const localePages: RouteConfigEntry[] = [
  index('routes/home.tsx'),
  route('categories/:slug', 'routes/category.tsx'),
  route('products/:id', 'routes/product.tsx'),
  route('cart', 'routes/cart.tsx'), // the cart and its actions (add, reduce, remove, coupon)
  route('gift-cards', 'routes/gift-cards.tsx'), // buy a gift card (docs/decisions/021): form, preview, add to cart
  // Checkout (SPEC.md section 2): shipping details, payment details (addr={address}), thank you.
  route('address', 'routes/checkout-shipping.tsx'),
  route('payment', 'routes/checkout-payment.tsx'),
  route('thankYou', 'routes/thank-you.tsx'),
  // Online payments (issue 18, docs/decisions/034): the sandbox gateway's hosted page (no session,
  // like a real gateway's), the result of a payment and "Pay now" (its owner only).
  route('payment/sandbox/:paymentId', 'routes/payment-sandbox.tsx'),
  route('payment/result/:paymentId', 'routes/payment-result.tsx'),
  route('payment/start/:paymentId', 'routes/payment-start.tsx'),
  // Catalog listings (SPEC.md section 2, routes).
  route('categories', 'routes/categories.tsx'),
  route('collections', 'routes/collections.tsx'),
  route('collections/:slug', 'routes/collection.tsx'),
  route('deals', 'routes/deals.tsx'),
  route('tag/:id', 'routes/tag.tsx'),
  route('designers', 'routes/designers.tsx'),
  route('designers/:slugOrId', 'routes/designer.tsx'),
  route('idesign', 'routes/idesign.tsx'),
  // Why and how designers sell here, with the sign-up (SPEC.md section 2, issue 23); not
  // designers/:slugOrId (designer.tsx, one designer's page).
  route('designer', 'routes/designer-landing.tsx'),
  route('email', 'routes/email.tsx'), // the signed-in user's email step (guards: session.server.ts)
  route('search', 'routes/search.tsx'), // results page: search?v={text}
  route('alpha', 'routes/advanced-search.tsx'), // advanced search: alpha?search={text}
  route('search-suggestions', 'routes/search-suggestions.ts'), // the header's quick search (JSON)
  route('profile/wishlist', 'routes/profile-wishlist.tsx'), // the signed-in shopper's hearts
  // The account area (SPEC.md section 2): signed-in users only; payment for designers and manufacturers.
  route('profile', 'routes/profile.tsx', [
    index('routes/profile-index.tsx'),
    route('edit', 'routes/profile-edit.tsx'),
    route('addresses', 'routes/profile-addresses.tsx'),
    route('payment', 'routes/profile-payment.tsx'),
    route('deactivate', 'routes/profile-deactivate.tsx'),
    route('orders', 'routes/profile-orders.tsx'),
    route('orders/:id', 'routes/profile-order.tsx'),
    route('referral-code', 'routes/profile-referral-code.tsx'),
    route('products', 'routes/profile-products.tsx'), // a seller's products, sales and editions
    route('sales', 'routes/profile-sales.tsx'), // order lines of a seller's products
    route('profits', 'routes/profile-profits.tsx'), // profits, payouts and withdrawal requests
    // The designer's product tickets (SPEC.md sections 2 and 4): submit, follow, discuss.
    route('products/add', 'routes/profile-product-add.tsx'),
    route('tickets', 'routes/profile-tickets.tsx'),
    route('products/discuss/:id', 'routes/profile-product-discuss.tsx'),
  ]),
  route('profile/wishlists/:id', 'routes/profile-wishlist-detail.tsx'), // a user's hearts (themselves or staff)
  route('wishlist-state', 'routes/wishlist-state.ts'), // hearted product ids of the session (JSON, not cached)
  route('wishlist-toggle', 'routes/wishlist-toggle.ts'), // the heart's form post
  // Content pages (SPEC.md section 2); a file serving several paths has one id per path.
  route('about', 'routes/about.tsx'),
  route('b2b', 'routes/b2b.tsx'),
  route('blog', 'routes/blog.tsx', { id: 'routes/blog' }),
  route('blog/:id', 'routes/post.tsx', { id: 'routes/blog-post' }),
  route('news', 'routes/blog.tsx', { id: 'routes/news' }),
  route('news/:id', 'routes/post.tsx', { id: 'routes/news-post' }),
  route('careers', 'routes/careers.tsx'),
  route('careers/apply', 'routes/career-apply.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('thankYouContact', 'routes/thank-you-contact.tsx'),
  route('faq', 'routes/faq.tsx'),
  route('how', 'routes/how.tsx'),
  route('privacy', 'routes/policy.tsx', { id: 'routes/privacy' }),
  route('shipping', 'routes/policy.tsx', { id: 'routes/shipping' }),
  route('terms', 'routes/policy.tsx', { id: 'routes/terms' }),
  route('exchangePolicy', 'routes/policy.tsx', { id: 'routes/exchange-policy' }),
];

/** A route's id as React Router derives it: the file path without its extension. */
const idOf = (entry: RouteConfigEntry): string => entry.id ?? entry.file.replace(/\.[cm]?[jt]sx?$/, '');

/**
 * The same entries under distinct ids (React Router refuses two routes with one id), for the
 * unprefixed tree. Loaders see no `locale` parameter there; the request context's locale (the
 * layout's guard) is the default locale under strategy B, and the layout redirects or answers 404
 * under A and C.
 */
const unprefixed = (entries: RouteConfigEntry[]): RouteConfigEntry[] =>
  entries.map((entry) => ({
    ...entry,
    id: `default-locale/${idOf(entry)}`,
    ...(entry.children ? { children: unprefixed(entry.children) } : {}),
  }));

/**
 * The dashboard (issue 17, docs/decisions/033): staff only, its own frame, in every locale like the
 * shop (`/ar-eg/admin`, `/en-sa/admin/orders`; `/admin` follows the locale strategy). One block per
 * area; each page checks its permission (lib/admin.server.ts).
 */
const adminPages: RouteConfigEntry[] = [
  index('routes/admin/overview.tsx'),
  route('search', 'routes/admin/search.tsx'),
  // Tickets: the review queue, a ticket with its files and discussion.
  route('tickets', 'routes/admin/tickets.tsx'),
  route('tickets/:id', 'routes/admin/ticket.tsx'),
  // Products: the list with bulk publishing, the editor.
  route('products', 'routes/admin/products.tsx'),
  route('products/:id', 'routes/admin/product.tsx'),
  // Merchandising (issue 21): categories and subcategories, collections, offers, tags, attributes.
  route('categories', 'routes/admin/categories.tsx'),
  route('categories/:id', 'routes/admin/category.tsx'),
  route('collections', 'routes/admin/collections.tsx'),
  route('collections/:id', 'routes/admin/collection.tsx'),
  route('catalogue-terms', 'routes/admin/catalogue-terms.tsx'),
  // Orders: the list (and its CSV), an order, its invoice and packing slip.
  route('orders', 'routes/admin/orders.tsx'),
  route('orders/export', 'routes/admin/orders-export.ts'),
  route('orders/:id', 'routes/admin/order.tsx'),
  route('orders/:id/print', 'routes/admin/order-print.tsx'),
  // Promotions (issue 21): coupons and their codes, gift cards, the referral programme.
  route('coupons', 'routes/admin/coupons.tsx'),
  route('coupons/new', 'routes/admin/coupon.tsx', { id: 'routes/admin/coupon-new' }),
  route('coupons/generate', 'routes/admin/coupon-generate.tsx'),
  route('coupons/batches/:batchId/export', 'routes/admin/coupon-batch-export.ts'),
  route('coupons/:id', 'routes/admin/coupon.tsx'),
  route('gift-cards', 'routes/admin/gift-cards.tsx'),
  route('gift-cards/:id', 'routes/admin/gift-card.tsx'),
  route('referral', 'routes/admin/referral.tsx'),
  // Customers and staff.
  route('customers', 'routes/admin/customers.tsx'),
  route('customers/:id', 'routes/admin/customer.tsx'),
  route('staff', 'routes/admin/staff.tsx'),
  // Content (issue 21): posts, sliders, banners, adverts, FAQs, the content pages, careers.
  route('content', 'routes/admin/content.tsx'),
  route('content/posts', 'routes/admin/content-posts.tsx'),
  route('content/posts/:id', 'routes/admin/content-post.tsx'),
  route('content/pages/:kind', 'routes/admin/content-page.tsx'),
  route('content/home/:kind', 'routes/admin/content-home-media.tsx'),
  route('content/faqs', 'routes/admin/content-faqs.tsx'),
  route('content/careers', 'routes/admin/content-careers.tsx'),
  route('content/headers', 'routes/admin/content-headers.tsx'),
  route('content/how', 'routes/admin/content-how.tsx'),
  // Designers and manufacturers, their withdrawals.
  route('designers', 'routes/admin/designers.tsx'),
  route('designers/:id', 'routes/admin/designer.tsx'),
  route('payouts', 'routes/admin/payouts.tsx'),
  route('payouts/export', 'routes/admin/payouts-export.ts'),
  // The inbox (issue 21): contact messages, career requests, moderation, search keywords.
  route('inbox', 'routes/admin/inbox-messages.tsx'),
  route('inbox/messages/:id', 'routes/admin/inbox-message.tsx'),
  route('inbox/careers', 'routes/admin/inbox-careers.tsx'),
  route('inbox/careers/:id/cv/:n', 'routes/admin/inbox-career-cv.ts'),
  route('inbox/reviews', 'routes/admin/inbox-reviews.tsx'),
  route('inbox/search', 'routes/admin/inbox-search.tsx'),
  // The audit log (superAdmin).
  route('audit-log', 'routes/admin/audit-log.tsx'),
  // Settings (superAdmin): the payment method switches per country (issue 18).
  route('payment-methods', 'routes/admin/payment-methods.tsx'),
  // The site's settings (issue 21, superAdmin).
  route('settings', 'routes/admin/settings.tsx'),
];

/** Authentication pages: their own header (SPEC.md section 2, Layout), guests only. */
const authPages: RouteConfigEntry[] = [
  route('login', 'routes/login.tsx'),
  route('register', 'routes/register.tsx'),
  route('forgetPassword', 'routes/forget-password.tsx'),
  route('resetPassword', 'routes/reset-password.tsx'),
];

export default [
  route('dev/ui', 'routes/dev-ui.tsx'), // design system gallery; 404 in production unless SOUQ_DEV_UI=true
  route('dev/outbox', 'routes/dev-outbox.tsx'), // the emails of the on-disk outbox; 404 in production
  // Every page under its locale (`/ar-eg/...`); the layout validates the prefix.
  route(':locale', 'routes/locale-layout.tsx', localePages),
  // The same pages without a prefix: strategy B's default locale; `/` and redirects for A and C.
  layout('routes/locale-layout.tsx', { id: 'default-locale' }, unprefixed(localePages)),
  // Authentication pages, prefixed and not, in their own frame.
  route(':locale', 'routes/auth-layout.tsx', { id: 'auth-layout' }, authPages),
  layout('routes/auth-layout.tsx', { id: 'default-locale-auth' }, unprefixed(authPages)),
  // The dashboard, prefixed and not (the locale rules are the shop's).
  route(':locale/admin', 'routes/admin/layout.tsx', { id: 'admin' }, adminPages),
  route('admin', 'routes/admin/layout.tsx', { id: 'default-locale/admin' }, unprefixed(adminPages)),
  // POST /cart/created {cart, logged?} (SPEC.md section 7, REST): keeps a guest cart's id.
  route('cart/created', 'routes/cart-created.ts'),
  // iDesign (issue 22, docs/decisions/048): the editor's resource routes; JSON in the shopper's language.
  route('api/idesign/products/:productId', 'routes/idesign-product.ts'),
  route('api/idesign/fonts/:fontId', 'routes/idesign-font.ts'),
  route('api/idesign/assets', 'routes/idesign-assets.ts'),
  route('api/idesign/assets/:assetId', 'routes/idesign-asset.ts'),
  route('api/idesign/designs', 'routes/idesign-designs.ts'),
  route('api/idesign/designs/:designId', 'routes/idesign-design.ts'),
  route('api/idesign/cart-lines/:lineId/design', 'routes/idesign-cart-line-design.ts'),
  route('api/idesign/orders/:orderId/lines/:lineId/print/:file', 'routes/idesign-print-file.ts'),
  // The robot check's challenge (ALTCHA), fetched by the sign-up forms' widget.
  route('api/robot-check', 'routes/robot-check.ts'),
  // Anything else: 404 in the language of the URL when it has one.
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
