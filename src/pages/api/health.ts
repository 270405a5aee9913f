import type { NextApiRequest, NextApiResponse } from 'next';

/**
 * `GET /api/health`: the container's health check (Dockerfile HEALTHCHECK, a load balancer).
 * It answers while the server can answer; the API and Firebase have their own checks.
 */
export default function health(_request: NextApiRequest, response: NextApiResponse) {
  response.setHeader('Cache-Control', 'no-store');
  response.status(200).json({ status: 'ok' });
}
