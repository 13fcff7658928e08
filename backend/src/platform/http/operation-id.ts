const SERVICE_SEGMENT = /^([a-z]+)service$/;
const VERSION_SEGMENTS = new Set(['api', 'v1', 'v2']);

function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/**
 * The OpenAPI operationId of a route, from its method and path alone, so it changes only when the
 * route does: GET `/customerservice/api/v1/customer/{customerId}` is `customer_getCustomerByCustomerId`.
 * Client generators name their methods by it; the service prefix keeps two services' `logout` apart.
 */
export function operationIdOf(method: string, path: string): string {
  const [first, service, ...rest] = path.split('/');
  const serviceName = first === '' && service !== undefined ? SERVICE_SEGMENT.exec(service)?.[1] : undefined;
  if (!serviceName) throw new Error(`A route path starts with /<name>service/, not ${path}`);
  const words = rest
    .filter((segment) => !VERSION_SEGMENTS.has(segment))
    .flatMap((segment) => {
      // The payment callback (requirements/wire-contract.md#calls) names its page `{type}.html`: the parameter, then the extension.
      const [, parameter, extension] = /^\{(\w+)\}(?:\.(\w+))?$/.exec(segment) ?? [];
      if (parameter) return ['by', parameter, ...(extension ? [extension] : [])];
      return segment.split(/[-_.]/).filter(Boolean);
    });
  return `${serviceName}_${method.toLowerCase()}${words.map(capitalised).join('')}`;
}
