import type { MetadataStorage as TransformerMetadata } from 'class-transformer/types/MetadataStorage';
import { getMetadataStorage } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';

// class-transformer keeps its @Type metadata in this module (the way @nestjs/mapped-types reads it too).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { defaultMetadataStorage } = require('class-transformer/cjs/storage') as {
  defaultMetadataStorage: TransformerMetadata;
};

/**
 * Builds the DTO instance for a payload the fast check accepted, or returns undefined when it cannot vouch for it.
 * `undefined` never means "invalid": the caller then runs the full class-transformer + class-validator path, which
 * gives the exact errors.
 */
export type FastBuild = (value: unknown) => object | undefined;

type Rule = (value: unknown) => boolean;

interface PropertyPlan {
  name: string;
  optional: boolean;
  rules: Rule[];
  nested?: { build: FastBuild; each: boolean };
}

// DTO classes are functions; `Function` is what class-validator and class-transformer key their metadata by.
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
type DtoClass = Function & { new (): object };

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.getPrototypeOf(value) === Object.prototype;
};

/**
 * The decorators the fast path understands, each as a check that passes only where class-validator's own check
 * passes. maxLength compares UTF-16 length: class-validator counts a surrogate pair as one character, so a string
 * within the limit here is within it there too (longer strings go to the full path).
 */
function ruleFor(meta: ValidationMetadata): Rule | undefined {
  const limit = meta.constraints?.[0] as unknown;
  const num = typeof limit === 'number' ? limit : undefined;
  switch (meta.name) {
    case 'isString':
      return (v) => typeof v === 'string';
    case 'maxLength':
      return num === undefined ? undefined : (v) => typeof v === 'string' && v.length <= num;
    case 'isInt':
      return (v) => typeof v === 'number' && Number.isInteger(v);
    case 'isBoolean':
      // class-validator also takes a Boolean object; JSON never makes one, so the primitive is enough here.
      return (v) => typeof v === 'boolean';
    case 'min':
      return num === undefined ? undefined : (v) => typeof v === 'number' && v >= num;
    case 'max':
      return num === undefined ? undefined : (v) => typeof v === 'number' && v <= num;
    case 'isArray':
      return (v) => Array.isArray(v);
    case 'arrayMaxSize':
      return num === undefined ? undefined : (v) => Array.isArray(v) && v.length <= num;
    case 'isIn':
      // class-validator: one of the listed values, compared with ===.
      return Array.isArray(limit) ? (v) => (limit as unknown[]).some((allowed) => allowed === v) : undefined;
    case 'matches': {
      // class-validator: a string the pattern finds a match in (String.prototype.match, so a g flag keeps no state).
      const [pattern, modifiers] = (meta.constraints ?? []) as [unknown, unknown];
      const re =
        pattern instanceof RegExp
          ? pattern
          : typeof pattern === 'string'
            ? new RegExp(pattern, typeof modifiers === 'string' ? modifiers : undefined)
            : undefined;
      return re ? (v) => typeof v === 'string' && v.match(re) !== null : undefined;
    }
    default:
      return undefined;
  }
}

/**
 * Compiles a conservative fast path for a DTO class validated with `whitelist` + `forbidNonWhitelisted` +
 * `transform`, or undefined when the class uses anything the fast path does not model (then every payload takes the
 * full path). Supported: IsOptional, IsString, MaxLength, IsInt, IsBoolean, Min, Max, IsArray, ArrayMaxSize, IsIn, Matches, and ValidateNested
 * (single or `each` over an array) with a class-transformer `@Type`. No groups, no `each` on value rules, no custom
 * messages that depend on context: such classes are simply not compiled.
 */
export function compileFastBuild(cls: DtoClass, inProgress = new Set<DtoClass>()): FastBuild | undefined {
  if (inProgress.has(cls)) return undefined; // recursive DTOs: leave them to the full path
  inProgress.add(cls);
  try {
    return compilePlans(cls, inProgress);
  } finally {
    inProgress.delete(cls);
  }
}

function compilePlans(cls: DtoClass, inProgress: Set<DtoClass>): FastBuild | undefined {
  const metas = getMetadataStorage().getTargetValidationMetadatas(cls, '', true, false);
  if (metas.length === 0) return undefined;
  const byProperty = new Map<string, ValidationMetadata[]>();
  for (const meta of metas) {
    if ((meta.groups?.length ?? 0) > 0 || meta.always === true) return undefined;
    const list = byProperty.get(meta.propertyName) ?? [];
    list.push(meta);
    byProperty.set(meta.propertyName, list);
  }
  const plans: PropertyPlan[] = [];
  for (const [name, list] of byProperty) {
    const plan: PropertyPlan = { name, optional: false, rules: [] };
    for (const meta of list) {
      if (meta.type === 'conditionalValidation' && meta.name === 'isOptional') {
        plan.optional = true;
      } else if (meta.type === 'customValidation' && meta.each !== true) {
        const rule = ruleFor(meta);
        if (!rule) return undefined;
        plan.rules.push(rule);
      } else if (meta.type === 'nestedValidation') {
        const typeMeta = defaultMetadataStorage.findTypeMetadata(cls, name);
        const target = typeMeta?.typeFunction() as DtoClass | undefined;
        if (typeof target !== 'function') return undefined;
        const build = compileFastBuild(target, inProgress);
        if (!build) return undefined;
        plan.nested = { build, each: meta.each === true };
      } else {
        return undefined;
      }
    }
    plans.push(plan);
  }
  const known = new Set(plans.map((p) => p.name));

  return (value: unknown): object | undefined => {
    if (!isPlainObject(value)) return undefined;
    for (const key of Object.keys(value)) if (!known.has(key)) return undefined;
    const out = new cls() as Record<string, unknown>;
    for (const key of Object.keys(value)) out[key] = value[key];
    for (const plan of plans) {
      const v = value[plan.name];
      if (plan.optional && (v === undefined || v === null)) continue;
      for (const rule of plan.rules) if (!rule(v)) return undefined;
      if (plan.nested) {
        const { build, each } = plan.nested;
        if (each) {
          if (!Array.isArray(v)) return undefined;
          const items: object[] = [];
          for (const item of v as unknown[]) {
            const built = build(item);
            if (built === undefined) return undefined;
            items.push(built);
          }
          out[plan.name] = items;
        } else {
          const built = build(v);
          if (built === undefined) return undefined;
          out[plan.name] = built;
        }
      }
    }
    return out;
  };
}
