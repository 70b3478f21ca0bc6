/**
 * Input hygiene for every operation (issue 14): a string with a control character (NUL above all,
 * which PostgreSQL cannot store) in the variables or in a literal argument of the document is
 * refused before any resolver runs. Each root field that answers the envelope gets
 * `{ status_code: 400, message, errors, data: null }`; a root field without an envelope gets a
 * GraphQL error with extensions.code BAD_USER_INPUT. Nothing of the operation runs, so a document
 * with two mutations changes nothing when one of them carries bad input.
 *
 * The same rule guards the services themselves (@souq/core/locale/text-input.ts) for the website's
 * forms, which do not come through here.
 */
// Only types from 'graphql' here (see yoga.ts): the AST is walked by hand.
import type {
  DocumentNode,
  ExecutionResult,
  FragmentDefinitionNode,
  GraphQLNamedType,
  GraphQLObjectType,
  GraphQLOutputType,
  GraphQLSchema,
  OperationDefinitionNode,
  SelectionSetNode,
} from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import {
  CONTROL_CHARACTERS_KEY,
  controlCharactersError,
  findControlCharacters,
  hasControlCharacters,
} from '@souq/core/locale/text-input.ts';
import { domainErrorFields } from './errors.ts';

/** The first literal string of the document (arguments, defaults, directives) with a control character. */
function literalWithControlCharacters(node: unknown): boolean {
  if (node === null || typeof node !== 'object') return false;
  if (Array.isArray(node)) return node.some(literalWithControlCharacters);
  const record = node as { kind?: unknown; value?: unknown; loc?: unknown };
  if (record.kind === 'StringValue' && typeof record.value === 'string')
    return hasControlCharacters(record.value);
  for (const [key, child] of Object.entries(record)) {
    if (key === 'loc') continue;
    if (child && typeof child === 'object' && literalWithControlCharacters(child)) return true;
  }
  return false;
}

function selectedOperation(
  document: DocumentNode,
  operationName: string | null | undefined,
): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === 'OperationDefinition',
  );
  if (operationName) return operations.find((operation) => operation.name?.value === operationName);
  return operations.length === 1 ? operations[0] : undefined;
}

interface SelectedField {
  responseName: string;
  name: string;
  selectionSet: SelectionSetNode | undefined;
}

/** The fields of a selection set, through inline fragments and fragment spreads. */
function collectFields(
  selectionSet: SelectionSetNode | undefined,
  fragments: Map<string, FragmentDefinitionNode>,
  into: SelectedField[] = [],
  seen = new Set<string>(),
): SelectedField[] {
  for (const selection of selectionSet?.selections ?? []) {
    if (selection.kind === 'Field') {
      into.push({
        responseName: selection.alias?.value ?? selection.name.value,
        name: selection.name.value,
        selectionSet: selection.selectionSet,
      });
    } else if (selection.kind === 'InlineFragment') {
      collectFields(selection.selectionSet, fragments, into, seen);
    } else if (selection.kind === 'FragmentSpread' && !seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      collectFields(fragments.get(selection.name.value)?.selectionSet, fragments, into, seen);
    }
  }
  return into;
}

function namedType(type: GraphQLOutputType): GraphQLNamedType {
  let current: GraphQLOutputType = type;
  while ('ofType' in current && current.ofType) current = current.ofType as GraphQLOutputType;
  return current as GraphQLNamedType;
}

const hasEnvelope = (type: GraphQLNamedType): type is GraphQLObjectType =>
  'getFields' in type && typeof type.getFields === 'function' && 'status_code' in type.getFields();

/** The result of a refused operation: every root field answers the refusal, nothing ran. */
function refusedResult(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  field: string,
): ExecutionResult {
  const fragments = new Map(
    document.definitions
      .filter((definition): definition is FragmentDefinitionNode => definition.kind === 'FragmentDefinition')
      .map((fragment) => [fragment.name.value, fragment]),
  );
  const rootType =
    operation.operation === 'mutation'
      ? schema.getMutationType()
      : operation.operation === 'subscription'
        ? schema.getSubscriptionType()
        : schema.getQueryType();
  const refusal = controlCharactersError(field);
  const envelopeFields: Record<string, unknown> = { ...domainErrorFields(refusal), data: null };
  const data: Record<string, unknown> = {};
  const errors = [];
  for (const selected of collectFields(operation.selectionSet, fragments)) {
    if (selected.name === '__typename') {
      data[selected.responseName] = rootType?.name ?? null;
      continue;
    }
    const definition = rootType?.getFields()[selected.name];
    const type = definition ? namedType(definition.type) : undefined;
    if (type && hasEnvelope(type)) {
      const value: Record<string, unknown> = {};
      for (const sub of collectFields(selected.selectionSet, fragments))
        value[sub.responseName] = sub.name === '__typename' ? type.name : (envelopeFields[sub.name] ?? null);
      data[selected.responseName] = value;
    } else {
      data[selected.responseName] = null;
      errors.push(
        createGraphQLError(refusal.message, {
          path: [selected.responseName],
          extensions: { code: 'BAD_USER_INPUT', message_key: CONTROL_CHARACTERS_KEY, field },
        }),
      );
    }
  }
  return errors.length > 0 ? { data, errors } : { data };
}

/** The Yoga/Envelop plugin: checks variables and literal arguments once, before execution. */
export function useInputHygiene(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const fromVariables = findControlCharacters(args.variableValues ?? {});
      const field =
        fromVariables ?? (literalWithControlCharacters(args.document.definitions) ? 'query' : null);
      if (field === null) return;
      const operation = selectedOperation(args.document, args.operationName);
      if (!operation) return;
      setResultAndStopExecution(refusedResult(args.schema, args.document, operation, field));
    },
  };
}
