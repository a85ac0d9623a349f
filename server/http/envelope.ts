/** The two shapes every answer takes. */
export function success<T>(response: T) {
  return { hotelStatus: 'SUCCESS' as const, response };
}

export function failure(code: number, message: string, response?: unknown) {
  return { hotelStatus: 'FAILURE' as const, hotelFailureCode: code, hotelFailureMsg: message, ...(response === undefined ? {} : { response }) };
}
