export {
  subscriptionsQueryOptions,
  subscriptionStatusQueryOptions,
  useSetSubscription,
} from './api/subscriptions-api';
export { SubscribeButton } from './components/subscribe-button';
export { SubscriptionsList } from './components/subscriptions-list';
