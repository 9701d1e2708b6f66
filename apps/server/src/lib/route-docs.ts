import { ErrorResponseSchema } from '@cue/contracts';

/** OpenAPI: the route needs `Authorization: Bearer <token>`. */
export const bearerSecurity = [{ bearer: [] }];

/** The error answers most routes can give, all in the one error shape. */
export const clientErrors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
};
