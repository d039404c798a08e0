/**
 * The fixed campaign pages served at /campaigns/{uuid} (SPEC.md §2): their ids, and the two that
 * show the game banner. Their contents arrive with the campaigns feature.
 */
export interface FixedCampaign {
  id: string;
  gameBanner: boolean;
}

export const FIXED_CAMPAIGNS: readonly FixedCampaign[] = [
  { id: '63b40eb9-9c69-5e42-9613-f6e24ee5df15', gameBanner: true },
  { id: '4f992b52-968e-5e8f-9aca-8e0c17cf79f8', gameBanner: true },
  { id: '2f59b619-38f3-57d4-a9db-41bf1a333b66', gameBanner: false },
  { id: 'f7d47643-66b4-5fb5-89eb-0d2b17f26be4', gameBanner: false },
  { id: '6299018d-ae7d-580f-8d87-548ec2a84850', gameBanner: false },
  { id: '9192f5dc-f82c-59c9-920d-1d0f47e61443', gameBanner: false },
  { id: '029792de-3c2b-541a-9b2e-59536a6f23e1', gameBanner: false },
  { id: 'f99ce9f1-e1c8-5609-af16-50f678e93dfe', gameBanner: false },
  { id: 'c3f4ce6a-0c0e-5072-a75a-3d4d13c47798', gameBanner: false },
  { id: '86e0caac-fd7f-5983-8ad6-afc1c8b6c016', gameBanner: false },
  { id: 'cd641498-4c14-5e75-a1aa-b84eb29db2a2', gameBanner: false },
  { id: '4ffe20ca-62e2-5a92-8ccb-ff258553367a', gameBanner: false },
  { id: '9e7be742-7b65-5251-8262-03e3a27b1fe6', gameBanner: false },
  { id: 'd8cb5e7b-d909-5f3b-ba25-875790cea4ca', gameBanner: false },
  { id: 'a0a7132a-6c79-5b30-bbd3-3bad9f241fef', gameBanner: false },
  { id: 'a31b06e5-0db1-5115-87ba-9f691323a11a', gameBanner: false },
  { id: '9097632d-20c0-5a47-be86-c1b727755c25', gameBanner: false },
  { id: '667ecb04-c9c3-513a-9ae7-38a36a69f0df', gameBanner: false },
  { id: '913f4039-c7e3-59a9-bf15-9b25af53b361', gameBanner: false },
  { id: '51589840-f4b0-537f-ab70-95741b0f2077', gameBanner: false },
  { id: 'd52f8a23-8c6c-56c0-8986-203dbc008187', gameBanner: false },
  { id: 'b10b3dbf-678b-5f53-9e91-f77f1f74867f', gameBanner: false },
  { id: '3bfa0b3d-d741-577d-8b45-3e72b2497fbe', gameBanner: false },
  { id: 'bce2e1b2-e817-5c8a-ad49-a6ba355618a7', gameBanner: false },
  { id: '39c2f058-b97c-5211-82ce-6204775008f0', gameBanner: false },
];

const byId = new Map(FIXED_CAMPAIGNS.map((campaign) => [campaign.id, campaign]));

export function fixedCampaign(id: string | undefined): FixedCampaign | undefined {
  return id ? byId.get(id.toLowerCase()) : undefined;
}
