import {
  getNamedType,
  getNullableType,
  GraphQLError,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
  type ValueNode,
} from 'graphql'

import { CMS_API_LIMITS } from './limits'

/** A list whose length nothing in the query says (a page's blocks, a hasMany relationship): counted as this many. */
export const UNBOUNDED_LIST = 10

type Limits = { maxDepth: number; maxCost: number; maxLimit: number; maxPage: number }

/**
 * How deep a GraphQL query nests its fields and how many values it can answer, refused before it runs when over
 * the caps (limits.ts): Payload's own complexity estimate adds its fields up, but a list of 100 pages, each with
 * its blocks, each with a related page and its blocks, multiplies. Every field counts once for each object it is
 * asked of: a list of documents as many times as the `limit` beside it, any other list as UNBOUNDED_LIST times.
 */
export function graphQLQueryLimits(
  variables: Record<string, unknown> = {},
  limits: Limits = { ...CMS_API_LIMITS.graphQL, maxLimit: CMS_API_LIMITS.maxLimit, maxPage: CMS_API_LIMITS.maxPage },
): ValidationRule {
  const valueOf = (value: ValueNode): unknown =>
    value.kind === Kind.VARIABLE ? variables[value.name.value] : value.kind === Kind.INT ? Number(value.value) : value.kind === Kind.BOOLEAN ? value.value : undefined
  const wholeNumber = (value: unknown, max: number) => value === undefined || value === null || (Number.isInteger(value) && (value as number) >= 1 && (value as number) <= max)
  return (context: ValidationContext) => ({
    // The arguments of a list of documents, refused before it runs, as the REST API refuses them (guard.ts checks them again).
    Argument(argument) {
      const name = argument.name.value
      const value = valueOf(argument.value)
      if (name === 'limit' && !wholeNumber(value, limits.maxLimit)) context.reportError(new GraphQLError(`limit is a whole number from 1 to ${limits.maxLimit}.`, { nodes: [argument] }))
      if (name === 'page' && !wholeNumber(value, limits.maxPage)) context.reportError(new GraphQLError(`page is a whole number from 1 to ${limits.maxPage}.`, { nodes: [argument] }))
      if (name === 'pagination' && value === false) context.reportError(new GraphQLError(`pagination stays on: ask for pages of at most ${limits.maxLimit}.`, { nodes: [argument] }))
    },
    OperationDefinition(operation) {
      const root = context.getSchema().getRootType(operation.operation)
      if (!root) return
      const fragments = new Map<string, FragmentDefinitionNode>()
      for (const definition of context.getDocument().definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition)
      const measure = { depth: 0, cost: 0 }

      const limitOf = (value: ValueNode): number => {
        const raw = value.kind === Kind.INT ? Number(value.value) : value.kind === Kind.VARIABLE ? Number(variables[value.name.value]) : NaN
        return Number.isFinite(raw) ? Math.min(Math.max(1, raw), limits.maxLimit) : limits.maxLimit
      }

      /** Walks a selection; stops as soon as it is over a cap (a fragment used twice in a fragment used twice … would otherwise take forever). */
      const walk = (selectionSet: SelectionSetNode, parent: GraphQLNamedType | undefined, depth: number, times: number, listLength: number | null, within: Set<string>) => {
        measure.depth = Math.max(measure.depth, depth)
        for (const selection of selectionSet.selections) {
          if (measure.depth > limits.maxDepth || measure.cost > limits.maxCost) return
          if (selection.kind === Kind.INLINE_FRAGMENT) {
            const type = selection.typeCondition ? context.getSchema().getType(selection.typeCondition.name.value) : parent
            walk(selection.selectionSet, type ?? parent, depth, times, listLength, within)
            continue
          }
          if (selection.kind === Kind.FRAGMENT_SPREAD) {
            const name = selection.name.value
            const fragment = fragments.get(name)
            // A fragment inside itself is refused by GraphQL's own rules.
            if (!fragment || within.has(name)) continue
            walk(fragment.selectionSet, context.getSchema().getType(fragment.typeCondition.name.value) ?? parent, depth, times, listLength, new Set(within).add(name))
            continue
          }
          measure.cost += times
          if (!selection.selectionSet) continue
          const field = parent && (isObjectType(parent) || isInterfaceType(parent)) ? parent.getFields()[selection.name.value] : undefined
          if (!field) continue
          const limit = selection.arguments?.find((argument) => argument.name.value === 'limit')
          const factor = isListType(getNullableType(field.type)) ? (listLength ?? UNBOUNDED_LIST) : 1
          walk(selection.selectionSet, getNamedType(field.type), depth + 1, times * factor, limit ? limitOf(limit.value) : null, within)
        }
      }
      walk(operation.selectionSet, root, 1, 1, null, new Set())

      if (measure.depth > limits.maxDepth) {
        context.reportError(new GraphQLError(`The query nests its fields more than ${limits.maxDepth} deep; ask for fewer related documents inside one another.`, { nodes: [operation] }))
      } else if (measure.cost > limits.maxCost) {
        context.reportError(
          new GraphQLError(`The query could answer more than ${limits.maxCost.toLocaleString('en')} values; ask for fewer documents (limit) or fewer fields inside lists.`, { nodes: [operation] }),
        )
      }
    },
  })
}
