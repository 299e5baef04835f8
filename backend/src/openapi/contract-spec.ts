// A contract as the document's builder reads it: its body and answers named by their components
// (components.ts), so the document refers to them rather than repeating them.
import {
  isFileAnswer,
  isRedirectAnswer,
  isMultipart,
  type Answer as ContractAnswer,
  type RouteContract,
} from '@commissionbee/shared/contracts/contract';
import { z } from 'zod';
import {
  REQUEST_SCHEMAS,
  RESPONSE_SCHEMAS,
  type Answer,
  type OperationSpec,
  type RequestName,
  type ResponseName,
} from './components.js';

const requestNames = new Map<z.ZodType, RequestName>(
  Object.entries(REQUEST_SCHEMAS).map(([name, schema]) => [schema, name as RequestName]),
);
const responseNames = new Map<z.ZodType, ResponseName>(
  Object.entries(RESPONSE_SCHEMAS).map(([name, schema]) => [schema, name as ResponseName]),
);

function requestName(contract: RouteContract, schema: z.ZodType): RequestName {
  // An optional body (logout's) is documented as its schema.
  const name = requestNames.get(
    schema instanceof z.ZodOptional ? (schema.unwrap() as z.ZodType) : schema,
  );
  if (!name) throw new Error(`${contract.path}: its body is not a component of components.ts`);
  return name;
}

function responseName(contract: RouteContract, schema: z.ZodType): ResponseName {
  const name = responseNames.get(schema);
  if (!name) throw new Error(`${contract.path}: its answer is not a component of components.ts`);
  return name;
}

function answerOf(contract: RouteContract, answer: ContractAnswer): Answer {
  if (isFileAnswer(answer)) return { media: answer.media };
  if (isRedirectAnswer(answer)) return { redirect: true };
  if (answer instanceof z.ZodArray)
    return { array: responseName(contract, answer.element as z.ZodType) };
  if (answer instanceof z.ZodUnion)
    return {
      oneOf: (answer.options as z.ZodType[]).map((option) => {
        const one = answerOf(contract, option);
        if (typeof one === 'object' && !('array' in one))
          throw new Error(`${contract.path}: a union of components or arrays of one`);
        return one;
      }),
    };
  return responseName(contract, answer);
}

export function specOf(contract: RouteContract): OperationSpec {
  const { body } = contract;
  return {
    body: isMultipart(body)
      ? body.json
        ? 'json-or-multipart-csv'
        : 'multipart-csv'
      : body
        ? requestName(contract, body)
        : undefined,
    query: contract.query,
    ok: { [contract.status]: answerOf(contract, contract.response) },
    errors: contract.errors ? [...contract.errors] : undefined,
    idempotent: contract.idempotent,
  };
}
