import type { OpenAPIObject } from '@nestjs/swagger';

export type OperationObject = NonNullable<OpenAPIObject['paths'][string]['get']>;

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** Calls `visit` with every operation of the document, its path and its HTTP method. */
export function forEachOperation(
  document: OpenAPIObject,
  visit: (operation: OperationObject, pathName: string, method: (typeof METHODS)[number]) => void,
): void {
  for (const [pathName, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (operation) visit(operation, pathName, method);
    }
  }
}
