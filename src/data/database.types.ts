export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  
  "public": {
          Tables: {
            "catalog_sheet_exports": {
                  Row: {
                    "exported_at": string,"id": string,"used_at": string
                  }
                  ComputedFields: never
                  Insert: {
                    "exported_at"?: string,"id"?: string,"used_at"?: string
                  }
                  Update: {
                    "exported_at"?: string,"id"?: string,"used_at"?: string
                  }
                  Relationships: [
                    
                  ]
                },"catalog_sheet_stock": {
                  Row: {
                    "export_id": string | null,"item_id": string,"seen_at": string,"stock": number | null,"variant_id": string | null
                  }
                  ComputedFields: never
                  Insert: {
                    "export_id"?: string | null,"item_id": string,"seen_at"?: string,"stock"?: number | null,"variant_id"?: string | null
                  }
                  Update: {
                    "export_id"?: string | null,"item_id"?: string,"seen_at"?: string,"stock"?: number | null,"variant_id"?: string | null
                  }
                  Relationships: [
                    {
      foreignKeyName: "catalog_sheet_stock_export_id_fkey"
      columns: ["export_id"]
isOneToOne: false
      referencedRelation: "catalog_sheet_exports"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "catalog_sheet_stock_item_id_fkey"
      columns: ["item_id"]
isOneToOne: false
      referencedRelation: "items"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "catalog_sheet_stock_variant_id_fkey"
      columns: ["variant_id"]
isOneToOne: false
      referencedRelation: "item_variants"
      referencedColumns: ["id"]
    }
                  ]
                },"categories": {
                  Row: {
                    "change_version": number,"created_at": string,"id": string,"name": string,"name_ar": string | null,"sort_order": number,"store_id": string
                  }
                  ComputedFields: never
                  Insert: {
                    "change_version"?: number,"created_at"?: string,"id"?: string,"name": string,"name_ar"?: string | null,"sort_order"?: number,"store_id": string
                  }
                  Update: {
                    "change_version"?: number,"created_at"?: string,"id"?: string,"name"?: string,"name_ar"?: string | null,"sort_order"?: number,"store_id"?: string
                  }
                  Relationships: [
                    
                  ]
                },"delivery_areas": {
                  Row: {
                    "change_version": number,"id": string,"name": string,"name_ar": string | null,"sort_order": number,"zone_id": string
                  }
                  ComputedFields: never
                  Insert: {
                    "change_version"?: number,"id"?: string,"name": string,"name_ar"?: string | null,"sort_order"?: number,"zone_id": string
                  }
                  Update: {
                    "change_version"?: number,"id"?: string,"name"?: string,"name_ar"?: string | null,"sort_order"?: number,"zone_id"?: string
                  }
                  Relationships: [
                    {
      foreignKeyName: "delivery_areas_zone_id_fkey"
      columns: ["zone_id"]
isOneToOne: false
      referencedRelation: "delivery_zones"
      referencedColumns: ["id"]
    }
                  ]
                },"delivery_zones": {
                  Row: {
                    "active": boolean,"change_version": number,"fee": number,"free_threshold": number | null,"id": string,"name": string,"name_ar": string | null,"sort_order": number
                  }
                  ComputedFields: never
                  Insert: {
                    "active"?: boolean,"change_version"?: number,"fee": number,"free_threshold"?: number | null,"id"?: string,"name": string,"name_ar"?: string | null,"sort_order"?: number
                  }
                  Update: {
                    "active"?: boolean,"change_version"?: number,"fee"?: number,"free_threshold"?: number | null,"id"?: string,"name"?: string,"name_ar"?: string | null,"sort_order"?: number
                  }
                  Relationships: [
                    
                  ]
                },"discount_codes": {
                  Row: {
                    "code": string,"created_at": string,"current_uses": number,"description": string | null,"discount_type": string,"discount_value": number,"expires_at": string | null,"id": string,"is_active": boolean,"max_uses": number | null,"min_order_amount": number | null,"store_id": string
                  }
                  ComputedFields: never
                  Insert: {
                    "code": string,"created_at"?: string,"current_uses"?: number,"description"?: string | null,"discount_type": string,"discount_value": number,"expires_at"?: string | null,"id"?: string,"is_active"?: boolean,"max_uses"?: number | null,"min_order_amount"?: number | null,"store_id": string
                  }
                  Update: {
                    "code"?: string,"created_at"?: string,"current_uses"?: number,"description"?: string | null,"discount_type"?: string,"discount_value"?: number,"expires_at"?: string | null,"id"?: string,"is_active"?: boolean,"max_uses"?: number | null,"min_order_amount"?: number | null,"store_id"?: string
                  }
                  Relationships: [
                    
                  ]
                },"item_variants": {
                  Row: {
                    "change_version": number,"created_at": string,"id": string,"image_url": string | null,"inventory": number | null,"is_out_of_stock": boolean,"item_id": string,"name": string | null,"name_ar": string | null,"price": number,"sale_price": number | null,"size": string | null,"size_ar": string | null,"sort_order": number
                  }
                  ComputedFields: never
                  Insert: {
                    "change_version"?: number,"created_at"?: string,"id"?: string,"image_url"?: string | null,"inventory"?: number | null,"is_out_of_stock"?: boolean,"item_id": string,"name"?: string | null,"name_ar"?: string | null,"price": number,"sale_price"?: number | null,"size"?: string | null,"size_ar"?: string | null,"sort_order"?: number
                  }
                  Update: {
                    "change_version"?: number,"created_at"?: string,"id"?: string,"image_url"?: string | null,"inventory"?: number | null,"is_out_of_stock"?: boolean,"item_id"?: string,"name"?: string | null,"name_ar"?: string | null,"price"?: number,"sale_price"?: number | null,"size"?: string | null,"size_ar"?: string | null,"sort_order"?: number
                  }
                  Relationships: [
                    {
      foreignKeyName: "item_variants_item_id_fkey"
      columns: ["item_id"]
isOneToOne: false
      referencedRelation: "items"
      referencedColumns: ["id"]
    }
                  ]
                },"items": {
                  Row: {
                    "category": string | null,"category_id": string | null,"change_version": number,"created_at": string,"description": string,"description_ar": string | null,"handle": string,"id": string,"image_url": string | null,"image_url_2": string | null,"image_url_3": string | null,"image_url_4": string | null,"image_url_5": string | null,"inventory": number | null,"is_out_of_stock": boolean,"name": string,"name_ar": string | null,"price": number,"sale_price": number | null,"search_terms": string | null,"search_terms_ar": string | null,"size": string | null,"sort_order": number,"store_id": string,"subcategory_id": string | null
                  }
                  ComputedFields: never
                  Insert: {
                    "category"?: string | null,"category_id"?: string | null,"change_version"?: number,"created_at"?: string,"description"?: string,"description_ar"?: string | null,"handle": string,"id"?: string,"image_url"?: string | null,"image_url_2"?: string | null,"image_url_3"?: string | null,"image_url_4"?: string | null,"image_url_5"?: string | null,"inventory"?: number | null,"is_out_of_stock"?: boolean,"name": string,"name_ar"?: string | null,"price": number,"sale_price"?: number | null,"search_terms"?: string | null,"search_terms_ar"?: string | null,"size"?: string | null,"sort_order"?: number,"store_id": string,"subcategory_id"?: string | null
                  }
                  Update: {
                    "category"?: string | null,"category_id"?: string | null,"change_version"?: number,"created_at"?: string,"description"?: string,"description_ar"?: string | null,"handle"?: string,"id"?: string,"image_url"?: string | null,"image_url_2"?: string | null,"image_url_3"?: string | null,"image_url_4"?: string | null,"image_url_5"?: string | null,"inventory"?: number | null,"is_out_of_stock"?: boolean,"name"?: string,"name_ar"?: string | null,"price"?: number,"sale_price"?: number | null,"search_terms"?: string | null,"search_terms_ar"?: string | null,"size"?: string | null,"sort_order"?: number,"store_id"?: string,"subcategory_id"?: string | null
                  }
                  Relationships: [
                    {
      foreignKeyName: "items_category_id_fkey"
      columns: ["category_id"]
isOneToOne: false
      referencedRelation: "categories"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "items_subcategory_id_fkey"
      columns: ["subcategory_id"]
isOneToOne: false
      referencedRelation: "subcategories"
      referencedColumns: ["id"]
    }
                  ]
                },"order_events": {
                  Row: {
                    "changed_by": string,"created_at": string,"id": number,"order_id": string,"status": string
                  }
                  ComputedFields: never
                  Insert: {
                    "changed_by": string,"created_at"?: string,"id"?: never,"order_id": string,"status": string
                  }
                  Update: {
                    "changed_by"?: string,"created_at"?: string,"id"?: never,"order_id"?: string,"status"?: string
                  }
                  Relationships: [
                    {
      foreignKeyName: "order_events_order_id_fkey"
      columns: ["order_id"]
isOneToOne: false
      referencedRelation: "orders"
      referencedColumns: ["id"]
    }
                  ]
                },"order_items": {
                  Row: {
                    "created_at": string,"id": string,"is_preorder": boolean,"item_id": string | null,"item_name": string,"item_name_ar": string | null,"order_id": string,"quantity": number,"stock_source": string | null,"total_price": number,"unit_price": number,"variant_id": string | null,"variant_label": string | null,"variant_label_ar": string | null
                  }
                  ComputedFields: never
                  Insert: {
                    "created_at"?: string,"id"?: string,"is_preorder"?: boolean,"item_id"?: string | null,"item_name": string,"item_name_ar"?: string | null,"order_id": string,"quantity": number,"stock_source"?: string | null,"total_price": number,"unit_price": number,"variant_id"?: string | null,"variant_label"?: string | null,"variant_label_ar"?: string | null
                  }
                  Update: {
                    "created_at"?: string,"id"?: string,"is_preorder"?: boolean,"item_id"?: string | null,"item_name"?: string,"item_name_ar"?: string | null,"order_id"?: string,"quantity"?: number,"stock_source"?: string | null,"total_price"?: number,"unit_price"?: number,"variant_id"?: string | null,"variant_label"?: string | null,"variant_label_ar"?: string | null
                  }
                  Relationships: [
                    {
      foreignKeyName: "order_items_item_id_fkey"
      columns: ["item_id"]
isOneToOne: false
      referencedRelation: "items"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "order_items_order_id_fkey"
      columns: ["order_id"]
isOneToOne: false
      referencedRelation: "orders"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "order_items_variant_id_fkey"
      columns: ["variant_id"]
isOneToOne: false
      referencedRelation: "item_variants"
      referencedColumns: ["id"]
    }
                  ]
                },"orders": {
                  Row: {
                    "access_key": string,"canonical_payload": Json | null,"channel": string,"created_at": string,"customer_building": string | null,"customer_city": string,"customer_floor": string | null,"customer_name": string,"customer_notes": string | null,"customer_phone": string,"customer_street": string,"delivery_area": string | null,"delivery_fee": number,"discount_amount": number,"discount_code": string | null,"id": string,"lbp_per_usd": number | null,"locale": string,"order_number": string | null,"status": string,"store_id": string,"subtotal": number,"total_price": number
                  }
                  ComputedFields: never
                  Insert: {
                    "access_key"?: string,"canonical_payload"?: Json | null,"channel"?: string,"created_at"?: string,"customer_building"?: string | null,"customer_city": string,"customer_floor"?: string | null,"customer_name": string,"customer_notes"?: string | null,"customer_phone": string,"customer_street": string,"delivery_area"?: string | null,"delivery_fee": number,"discount_amount"?: number,"discount_code"?: string | null,"id": string,"lbp_per_usd"?: number | null,"locale"?: string,"order_number"?: never,"status"?: string,"store_id": string,"subtotal": number,"total_price": number
                  }
                  Update: {
                    "access_key"?: string,"canonical_payload"?: Json | null,"channel"?: string,"created_at"?: string,"customer_building"?: string | null,"customer_city"?: string,"customer_floor"?: string | null,"customer_name"?: string,"customer_notes"?: string | null,"customer_phone"?: string,"customer_street"?: string,"delivery_area"?: string | null,"delivery_fee"?: number,"discount_amount"?: number,"discount_code"?: string | null,"id"?: string,"lbp_per_usd"?: number | null,"locale"?: string,"order_number"?: never,"status"?: string,"store_id"?: string,"subtotal"?: number,"total_price"?: number
                  }
                  Relationships: [
                    
                  ]
                },"site_rebuild_changes": {
                  Row: {
                    "changed_at": string,"id": number,"table_name": string
                  }
                  ComputedFields: never
                  Insert: {
                    "changed_at"?: string,"id"?: never,"table_name": string
                  }
                  Update: {
                    "changed_at"?: string,"id"?: never,"table_name"?: string
                  }
                  Relationships: [
                    
                  ]
                },"site_rebuild_settings": {
                  Row: {
                    "answer_timeout_seconds": number,"id": boolean,"max_attempts": number,"min_interval_seconds": number,"quiet_seconds": number,"retry_base_seconds": number
                  }
                  ComputedFields: never
                  Insert: {
                    "answer_timeout_seconds"?: number,"id"?: boolean,"max_attempts"?: number,"min_interval_seconds"?: number,"quiet_seconds"?: number,"retry_base_seconds"?: number
                  }
                  Update: {
                    "answer_timeout_seconds"?: number,"id"?: boolean,"max_attempts"?: number,"min_interval_seconds"?: number,"quiet_seconds"?: number,"retry_base_seconds"?: number
                  }
                  Relationships: [
                    
                  ]
                },"site_rebuilds": {
                  Row: {
                    "answered_at": string | null,"attempt": number,"error": string | null,"http_status": number | null,"id": number,"net_request_id": number | null,"reason": string,"requested_at": string
                  }
                  ComputedFields: never
                  Insert: {
                    "answered_at"?: string | null,"attempt"?: number,"error"?: string | null,"http_status"?: number | null,"id"?: never,"net_request_id"?: number | null,"reason": string,"requested_at"?: string
                  }
                  Update: {
                    "answered_at"?: string | null,"attempt"?: number,"error"?: string | null,"http_status"?: number | null,"id"?: never,"net_request_id"?: number | null,"reason"?: string,"requested_at"?: string
                  }
                  Relationships: [
                    
                  ]
                },"store_settings": {
                  Row: {
                    "catalog_changes_limit_per_address": number | null,"change_version": number,"discount_check_limit_per_address": number | null,"lbp_per_usd": number | null,"order_limit_per_address": number | null,"order_view_limit_per_address": number | null,"store_id": string,"updated_at": string
                  }
                  ComputedFields: never
                  Insert: {
                    "catalog_changes_limit_per_address"?: number | null,"change_version"?: number,"discount_check_limit_per_address"?: number | null,"lbp_per_usd"?: number | null,"order_limit_per_address"?: number | null,"order_view_limit_per_address"?: number | null,"store_id": string,"updated_at"?: string
                  }
                  Update: {
                    "catalog_changes_limit_per_address"?: number | null,"change_version"?: number,"discount_check_limit_per_address"?: number | null,"lbp_per_usd"?: number | null,"order_limit_per_address"?: number | null,"order_view_limit_per_address"?: number | null,"store_id"?: string,"updated_at"?: string
                  }
                  Relationships: [
                    
                  ]
                },"subcategories": {
                  Row: {
                    "category_id": string,"change_version": number,"created_at": string,"hide": boolean,"id": string,"name": string,"name_ar": string | null,"sort_order": number
                  }
                  ComputedFields: never
                  Insert: {
                    "category_id": string,"change_version"?: number,"created_at"?: string,"hide"?: boolean,"id"?: string,"name": string,"name_ar"?: string | null,"sort_order"?: number
                  }
                  Update: {
                    "category_id"?: string,"change_version"?: number,"created_at"?: string,"hide"?: boolean,"id"?: string,"name"?: string,"name_ar"?: string | null,"sort_order"?: number
                  }
                  Relationships: [
                    {
      foreignKeyName: "subcategories_category_id_fkey"
      columns: ["category_id"]
isOneToOne: false
      referencedRelation: "categories"
      referencedColumns: ["id"]
    }
                  ]
                },"whatsapp_conversations": {
                  Row: {
                    "locale": string | null,"snapshot": Json | null,"updated_at": string,"wa_id": string
                  }
                  ComputedFields: never
                  Insert: {
                    "locale"?: string | null,"snapshot"?: Json | null,"updated_at"?: string,"wa_id": string
                  }
                  Update: {
                    "locale"?: string | null,"snapshot"?: Json | null,"updated_at"?: string,"wa_id"?: string
                  }
                  Relationships: [
                    
                  ]
                },"whatsapp_messages": {
                  Row: {
                    "last_error": string | null,"payload": NonNullable<Json>,"process_attempts": number,"processed_at": string | null,"profile_name": string | null,"received_at": string,"sent_at": string,"type": string,"wa_id": string,"wamid": string
                  }
                  ComputedFields: never
                  Insert: {
                    "last_error"?: string | null,"payload": NonNullable<Json>,"process_attempts"?: number,"processed_at"?: string | null,"profile_name"?: string | null,"received_at"?: string,"sent_at": string,"type": string,"wa_id": string,"wamid": string
                  }
                  Update: {
                    "last_error"?: string | null,"payload"?: NonNullable<Json>,"process_attempts"?: number,"processed_at"?: string | null,"profile_name"?: string | null,"received_at"?: string,"sent_at"?: string,"type"?: string,"wa_id"?: string,"wamid"?: string
                  }
                  Relationships: [
                    
                  ]
                }
          }
          Views: {
            [_ in never]: never
          }
          Functions: {
            "apply_order_action":
{ Args: { "p_id": string,"p_status": string }; Returns: Json
                           },
"catalog_changes":
{ Args: { "p_since"?: number,"p_store_id": string }; Returns: Json
                           },
"check_discount":
{ Args: { "p_code": string,"p_subtotal": number }; Returns: Json
                           },
"get_order":
{ Args: { "p_id": string,"p_key": string }; Returns: Json
                           },
"notification_retry_delay":
{ Args: { "p_attempt": number }; Returns: string
                           },
"place_order":
{ Args: { "p_order": Json }; Returns: Json
                           },
"price_whatsapp_cart":
{ Args: { "p_items": Json }; Returns: Json
                           }
          }
          Enums: {
            [_ in never]: never
          }
          CompositeTypes: {
            [_ in never]: never
          }
        }
}

type DatabaseWithoutInternals = Omit<Database, '__InternalSupabase'>

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
  ? (DefaultSchema["Tables"] & DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
      Row: infer R
    }
    ? R
    : never
  : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
  ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
      Insert: infer I
    }
    ? I
    : never
  : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
  ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
      Update: infer U
    }
    ? U
    : never
  : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never = never
> = DefaultSchemaEnumNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
  ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
  : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never = never
> = PublicCompositeTypeNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
  ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
  : never

export const Constants = {
  "public": {
          Enums: {
            
          }
        }
} as const
