export class HealthResponse {
  status: 'ok';
}
