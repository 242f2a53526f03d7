// The floor for the product's endpoints: Express 5 answering a small JSON object, nothing else.
import express from 'express';

const app = express();
app.get('/', (_req, res) => {
  res.json({ status: 'ok' });
});
const server = app.listen(0, '127.0.0.1', () => {
  console.warn(JSON.stringify({ msg: 'listening', port: server.address().port }));
});
