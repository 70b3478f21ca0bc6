/**
 * A value loaded once per GraphQL request and key (a field resolver runs once per parent: the
 * products of a listing, the users of a list), forgotten with the request's context.
 */
import type { GraphqlContext } from '../context.ts';

export function perRequest<T>(
  load: (key: string, context: GraphqlContext) => Promise<T>,
): (key: string, context: GraphqlContext) => Promise<T> {
  const answers = new WeakMap<GraphqlContext, Map<string, Promise<T>>>();
  return (key, context) => {
    let cache = answers.get(context);
    if (!cache) answers.set(context, (cache = new Map()));
    let answer = cache.get(key);
    if (!answer) {
      answer = load(key, context);
      cache.set(key, answer);
    }
    return answer;
  };
}
