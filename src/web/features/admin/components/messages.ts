// The admin screens' words for a refusal are the shop's shared ones.
export { messageOf } from '../../../components/admin-messages';
