// React Router's package.json sends Node to its development build whatever NODE_ENV says
// (ARCHITECTURE.md, speed facts). In production this resolve hook loads the production build.
export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  if (resolved.url.includes('/node_modules/react-router/dist/development/')) {
    return { ...resolved, url: resolved.url.replace('/dist/development/', '/dist/production/') };
  }
  return resolved;
}
